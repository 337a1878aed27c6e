import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Ticket } from '@stagedoor/contracts';

interface TicketMultiSelectProps extends Omit<MultiSelectProps, 'data'> {
  tickets: Pick<Ticket, 'id' | 'title'>[];
}

/** Picks tickets of the event by title; values are ticket ids as strings. */
export function TicketMultiSelect({ tickets, ...props }: TicketMultiSelectProps) {
  const { t } = useLingui();
  return (
    <MultiSelect
      searchable
      clearable
      nothingFoundMessage={t`No ticket matches`}
      {...props}
      data={tickets.map((ticket) => ({ value: String(ticket.id), label: ticket.title }))}
    />
  );
}

/** Ticket titles for a list of ids, in the event's ticket order. */
export function ticketTitles(tickets: Pick<Ticket, 'id' | 'title'>[], ids: number[]): string[] {
  return tickets.filter((ticket) => ids.includes(ticket.id)).map((ticket) => ticket.title);
}
