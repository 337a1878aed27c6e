import { useCallback, useState, type FormEvent } from 'react';
import { WaitingListContext } from '../../waiting-list/waiting-list-context';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlert, IconArrowRight } from '../../../../platform/ui/icons';
import { useFormat } from '../../shared/format';
import { RichText } from '../../shared/RichText';
import { ThemedButton } from '../../shared/ThemedButton';
import type { PublicEventDate, PublicEventWithTickets } from '@stagedoor/contracts';
import { isApiError } from '../../../../platform/api/api-error';
import { type ReserveFailure, SeatingSlot } from '../seating/SeatingSlot';
import { PromoCodeBox } from './PromoCodeBox';
import {
  reserveBody,
  seatedQuantities,
  selectionProblems,
  selectionTotal,
  isPurchasable,
  type PriceChoice,
  type SeatedLine,
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

/** The reservation refusals the seat picker answers: it names the seats, lets them go and reloads what is free. */
const SEAT_REFUSALS = new Set(['SEAT_TAKEN', 'SEATS_NOT_TOGETHER', 'SOLD_OUT']);

/**
 * Ticket choice, promo code, running total and the continue button (SPEC §2, public event page). A seated event's
 * seated prices are chosen in the seat picker; its other prices keep their quantities.
 */
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
  const [seated, setSeated] = useState<SeatedLine[]>([]);
  // The prices the seat picker sells, once it has read the plan (none for an event without seats).
  const [seatedPriceIds, setSeatedPriceIds] = useState<Set<number> | null>(null);
  const [failure, setFailure] = useState<ReserveFailure | null>(null);
  const onRefused = useCallback(
    (error: unknown) => {
      if (!isApiError(error) || !SEAT_REFUSALS.has(error.code) || seated.length === 0) return false;
      setFailure({ code: error.code, details: error.details, at: Date.now() });
      return error.code === 'SEAT_TAKEN';
    },
    [seated.length],
  );
  const { reserve, pending, errors, setErrors } = useReserve(event, onReserved, onRefused);
  const { settings, currency } = event;
  const chosen: Selection = { ...selection, ...seatedQuantities(seated) };
  const total = selectionTotal(event, chosen);
  const onSale = event.tickets.some((ticket) => ticket.prices.some((price) => isPurchasable(ticket, price)));
  const isSeated = event.seated === true;
  // With nothing on sale there is no picker: the tickets show as they stand (sold out, not yet on sale).
  const tickets = event.tickets.flatMap((ticket) => {
    if (!isSeated || !onSale) return [ticket];
    // A seated price sold out (no seat of its category free, or kept for its waiting list) is not in the picker: its
    // card stays, with the waiting list's form (docs/waiting-list.md, "Seated prices").
    const prices = ticket.prices.filter(
      (price) => seatedPriceIds !== null && (!seatedPriceIds.has(price.id) || !isPurchasable(ticket, price)),
    );
    return prices.length > 0 ? [{ ...ticket, prices }] : [];
  });
  const totalText = money(total.total, currency);
  const feesText = money(total.taxesAndFees, currency);

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

  // What is said of a ticket the seat picker sells has no ticket card to stand beside: it goes above the button.
  const shown = new Set(tickets.map((ticket) => ticket.id));
  const seatedProblems = event.tickets
    .filter((ticket) => !shown.has(ticket.id))
    .flatMap((ticket) => {
      const text = problemText(problems.get(ticket.id)) ?? errors.tickets.get(ticket.id) ?? null;
      return text ? [`${ticket.title}: ${text}`] : [];
    });

  const change = (priceId: number, choice: PriceChoice) => {
    setSelection((current) => ({ ...current, [priceId]: choice }));
    setProblems(new Map());
    // What was said about the last attempt no longer applies to the new choice; a promo code's message still does.
    setErrors((current) =>
      current.form === null && current.tickets.size === 0 ? current : { ...current, form: null, tickets: new Map() },
    );
  };

  const changeSeated = useCallback(
    (lines: SeatedLine[]) => {
      setSeated(lines);
      setProblems(new Map());
      setErrors((current) =>
        current.form === null && current.tickets.size === 0 ? current : { ...current, form: null, tickets: new Map() },
      );
    },
    [setErrors],
  );

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const found = selectionProblems(event, chosen);
    setProblems(found);
    if (found.size > 0) return;
    if (total.quantity === 0) return setErrors({ form: t`Please select at least one ticket.`, tickets: new Map(), promoCode: null });
    reserve(reserveBody(event, selection, promo?.valid ? promo.code : null, i18n.locale, seated));
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
      <WaitingListContext.Provider value={{ eventId: event.id, dateId: event.event_date_id }}>
        <form id={FORM_ID} onSubmit={submit} noValidate>
          <Stack gap="md">
            {isSeated && onSale && (
              <SeatingSlot event={event} others={selection} failure={failure} onChange={changeSeated} onReady={setSeatedPriceIds} />
            )}
            {tickets.map((ticket) => (
              <TicketCard
                key={ticket.id}
                ticket={ticket}
                currency={currency}
                timezone={event.timezone}
                mode={settings.price_display_mode}
                selection={chosen}
                orderMaximum={event.max_tickets_per_order}
                problem={problemText(problems.get(ticket.id)) ?? errors.tickets.get(ticket.id) ?? null}
                promo={event.promo_code}
                onChange={change}
              />
            ))}
          </Stack>
        </form>
      </WaitingListContext.Provider>
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
      {(errors.form || seatedProblems.length > 0) && (
        <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
          {[errors.form, ...seatedProblems].filter(Boolean).join(' ')}
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
