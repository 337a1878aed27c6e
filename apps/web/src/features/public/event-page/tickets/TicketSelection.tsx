import { useState, type FormEvent } from 'react';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlert, IconArrowRight } from '../../../../platform/ui/icons';
import { useFormat } from '../../shared/format';
import { RichText } from '../../shared/RichText';
import { ThemedButton } from '../../shared/ThemedButton';
import type { PublicEventDate, PublicEventWithTickets } from '@stagedoor/contracts';
import { PromoCodeBox } from './PromoCodeBox';
import {
  reserveBody,
  selectionProblems,
  selectionTotal,
  isPurchasable,
  type PriceChoice,
  type Selection,
  type SelectionProblem,
} from './selection';
import { TicketCard } from './TicketCard';
import { useReserve, type OnReserved } from './use-reserve';

const FORM_ID = 'ticket-selection';

interface TicketSelectionProps {
  event: PublicEventWithTickets;
  /** The date whose tickets these are, named above them (an event with several dates). */
  date?: PublicEventDate | null;
  promo: { code: string; valid: boolean } | null;
  onPromoCodeChange(code: string | null): void;
  /** The continue button's text; the event's own setting otherwise. */
  continueText?: string | null;
  /** Where a held order continues (the checkout in place otherwise). */
  onReserved?: OnReserved;
  /** A landmark of its own; not where the whole page is the ticket selection (the widget). */
  landmark?: boolean;
}

/** Ticket choice, promo code, running total and the continue button (SPEC §2, public event page). */
export function TicketSelection({
  event,
  date = null,
  promo,
  onPromoCodeChange,
  continueText,
  onReserved,
  landmark = true,
}: TicketSelectionProps) {
  const { t, i18n } = useLingui();
  const { money, dateRange } = useFormat();
  const dateText = date ? `${dateRange(date.start_date, date.end_date, event.timezone)}${date.label ? ` · ${date.label}` : ''}` : null;
  const [selection, setSelection] = useState<Selection>({});
  const [problems, setProblems] = useState<Map<number, SelectionProblem>>(new Map());
  const { reserve, pending, errors, setErrors } = useReserve(event, onReserved);
  const { settings, currency } = event;
  const total = selectionTotal(event, selection);
  const totalText = money(total.total, currency);
  const feesText = money(total.taxesAndFees, currency);
  const onSale = event.tickets.some((ticket) => ticket.prices.some((price) => isPurchasable(ticket, price)));

  const problemText = (problem: SelectionProblem | undefined): string | null => {
    if (!problem) return null;
    if (problem.kind === 'below-minimum') {
      const minimum = problem.minimum;
      return t`Choose at least ${minimum} of this ticket.`;
    }
    if (problem.kind === 'above-maximum') {
      const maximum = problem.maximum;
      return t`You can choose at most ${maximum} of this ticket per order.`;
    }
    const amount = money(problem.minimum, currency);
    return t`The amount must be at least ${amount}.`;
  };

  const change = (priceId: number, choice: PriceChoice) => {
    setSelection((current) => ({ ...current, [priceId]: choice }));
    setProblems(new Map());
    // What was said about the last attempt no longer applies to the new choice; a promo code's message still does.
    setErrors((current) =>
      current.form === null && current.tickets.size === 0 ? current : { ...current, form: null, tickets: new Map() },
    );
  };

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const found = selectionProblems(event, selection);
    setProblems(found);
    if (found.size > 0) return;
    if (total.quantity === 0) return setErrors({ form: t`Please select at least one ticket.`, tickets: new Map(), promoCode: null });
    reserve(reserveBody(event, selection, promo?.valid ? promo.code : null, i18n.locale));
  };

  return (
    <Stack component={landmark ? 'section' : 'div'} aria-labelledby={landmark ? 'tickets-heading' : undefined} gap="md">
      <Title order={2} id="tickets-heading" fz="xl">
        <Trans>Tickets</Trans>
      </Title>
      {dateText && (
        <Text fw={600}>
          <Trans>For {dateText}</Trans>
        </Text>
      )}
      {event.tickets.length === 0 || !onSale ? (
        <Alert color="gray" variant="light" icon={<IconAlert />}>
          <Trans>No tickets are available for this event right now.</Trans>
        </Alert>
      ) : null}
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="md">
          {event.tickets.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              currency={currency}
              timezone={event.timezone}
              mode={settings.price_display_mode}
              selection={selection}
              orderMaximum={event.max_tickets_per_order}
              problem={problemText(problems.get(ticket.id)) ?? errors.tickets.get(ticket.id) ?? null}
              promo={event.promo_code}
              onChange={change}
            />
          ))}
        </Stack>
      </form>
      {(onSale || promo) && (
        <PromoCodeBox
          key={promo?.code ?? ''}
          eventId={event.id}
          currency={currency}
          applied={promo}
          discount={event.promo_code}
          onApply={onPromoCodeChange}
          onRemove={() => onPromoCodeChange(null)}
        />
      )}
      {errors.promoCode && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {errors.promoCode}
        </Text>
      )}
      {onSale && <RichText html={settings.pre_checkout_message} />}
      {errors.form && (
        <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
          {errors.form}
        </Alert>
      )}
      {onSale && (
        <Group justify="space-between" align="center" gap="md">
          <div aria-live="polite">
            <Text size="sm">
              <Trans>Total</Trans>
            </Text>
            <Text fw={800} fz={26} lh={1.2}>
              {totalText}
            </Text>
            {total.taxesAndFees > 0 && (
              <Text size="sm">
                <Trans>incl. {feesText} taxes & fees</Trans>
              </Text>
            )}
          </div>
          <ThemedButton type="submit" form={FORM_ID} size="lg" loading={pending} rightSection={<IconArrowRight />}>
            {(continueText === undefined ? settings.continue_button_text : continueText) || t`Continue`}
          </ThemedButton>
        </Group>
      )}
    </Stack>
  );
}
