import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DateOverride, DateOverridesBody, Event, Ticket } from '@stagedoor/contracts';
import { errorMessage } from '../../platform/api/error-message';
import { notifySuccess } from '../../platform/ui/notify';
import { PageLoader } from '../../platform/ui/PageLoader';
import { ticketsQuery } from '../catalogue/tickets/api';
import { MoneyInput } from '../catalogue/shared/MoneyInput';
import { formatMoney } from '../catalogue/shared/money';
import { dateQuery, useSaveDateOverrides, type EventDate } from './api';

interface OverrideRow {
  ticket_price_id: number;
  name: string;
  basePrice: number;
  baseQuantity: number | null;
  free: boolean;
  price: number | null;
  quantity: number | string;
  /** '' follows the ticket price; 'hidden' or 'shown' overrides it. */
  visibility: '' | 'hidden' | 'shown';
}

/** The date's current overrides by price id; a price without one starts as the ticket price's own. */
function currentOverrides(overrides: DateOverride[]): Map<number, DateOverride> {
  return new Map(overrides.map((override) => [override.ticket_price_id, override]));
}

function rowsOf(tickets: Ticket[], overrides: Map<number, DateOverride>): OverrideRow[] {
  return tickets
    .filter((ticket) => ticket.validity === 'ONE_DATE')
    .flatMap((ticket) =>
      ticket.prices.map((price) => {
        const override = overrides.get(price.id);
        return {
          ticket_price_id: price.id,
          name: price.label ? `${ticket.title} · ${price.label}` : ticket.title,
          basePrice: price.price,
          baseQuantity: price.initial_quantity_available,
          free: ticket.type === 'FREE',
          price: override?.price ?? null,
          quantity: override?.quantity ?? '',
          visibility: override?.is_hidden === true ? 'hidden' : override?.is_hidden === false ? 'shown' : '',
        } satisfies OverrideRow;
      }),
    );
}

function toOverrides(rows: OverrideRow[]): DateOverridesBody {
  return rows.map((row) => ({
    ticket_price_id: row.ticket_price_id,
    price: row.free ? null : row.price,
    quantity: typeof row.quantity === 'number' ? row.quantity : null,
    is_hidden: row.visibility === '' ? null : row.visibility === 'hidden',
  }));
}

/** This date's own price, quantity and visibility of each ticket price; empty fields follow the ticket price. */
export function DateOverridesForm({ event, date, onDone }: { event: Event; date: EventDate; onDone: () => void }) {
  const tickets = useQuery(ticketsQuery(event.id));
  const full = useQuery(dateQuery(event.id, date.id));
  if (full.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(full.error)}
      </Alert>
    );
  if (!tickets.data || !full.data) return <PageLoader minHeight={200} />;
  return (
    <OverridesTable
      event={event}
      date={date}
      rows={rowsOf(tickets.data, currentOverrides(full.data.overrides))}
      hasPasses={tickets.data.some((ticket) => ticket.validity === 'ALL_DATES')}
      onDone={onDone}
    />
  );
}

function OverridesTable({
  event,
  date,
  rows: initialRows,
  hasPasses,
  onDone,
}: {
  event: Event;
  date: EventDate;
  rows: OverrideRow[];
  hasPasses: boolean;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const [rows, setRows] = useState(initialRows);
  const save = useSaveDateOverrides(event.id, date.id);
  const update = (index: number, change: Partial<OverrideRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const submit = () =>
    save.mutate(toOverrides(rows), {
      onSuccess: () => {
        notifySuccess(t`Prices and quantities for this date saved`);
        onDone();
      },
    });

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        <Trans>Leave a field empty to use the ticket price's own setting.</Trans>
      </Text>
      {hasPasses && (
        <Text size="sm" c="dimmed">
          <Trans>Passes are the same on every date and are not listed.</Trans>
        </Text>
      )}
      {save.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text size="sm">
          <Trans>The event has no tickets for one date yet.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Ticket`}</Table.Th>
                <Table.Th>{t`Price`}</Table.Th>
                <Table.Th>{t`Quantity`}</Table.Th>
                <Table.Th>{t`Visibility`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const basePrice = formatMoney(row.basePrice, event.currency, i18n.locale);
                const name = row.name;
                const baseQuantity = row.baseQuantity === null ? t`Unlimited` : i18n.number(row.baseQuantity);
                return (
                  <Table.Tr key={row.ticket_price_id}>
                    <Table.Th scope="row" fw={500}>
                      {row.name}
                    </Table.Th>
                    <Table.Td>
                      {row.free ? (
                        <Text size="sm">{t`Free`}</Text>
                      ) : (
                        <MoneyInput
                          aria-label={t`Price of ${name} on this date`}
                          currency={event.currency}
                          placeholder={basePrice}
                          value={row.price}
                          onChange={(price) => update(index, { price })}
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t`Quantity of ${name} on this date`}
                        placeholder={baseQuantity}
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        value={row.quantity}
                        onChange={(quantity) => update(index, { quantity })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t`Visibility of ${name} on this date`}
                        allowDeselect={false}
                        data={[
                          { value: '', label: t`As the ticket price` },
                          { value: 'shown', label: t`Shown` },
                          { value: 'hidden', label: t`Hidden` },
                        ]}
                        value={row.visibility}
                        onChange={(value) => update(index, { visibility: (value ?? '') as OverrideRow['visibility'] })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={rows.length === 0}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
