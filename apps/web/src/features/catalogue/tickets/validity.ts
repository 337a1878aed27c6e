import { t } from '@lingui/core/macro';

/*
 * Ticket validity (API.md "Dates", docs/dates.md), written here until the contract's ticket schema carries
 * `validity`: `ONE_DATE` tickets are for one date and stocked per date, `ALL_DATES` tickets are passes for the series.
 */
export const TICKET_VALIDITIES = ['ONE_DATE', 'ALL_DATES'] as const;
export type TicketValidity = (typeof TICKET_VALIDITIES)[number];

/** The ticket's `validity`; an answer without it means `ONE_DATE`. */
export function ticketValidity(ticket: object | null): TicketValidity {
  return (ticket as { validity?: TicketValidity } | null)?.validity === 'ALL_DATES' ? 'ALL_DATES' : 'ONE_DATE';
}

export function ticketValidityLabels(): Record<TicketValidity, string> {
  return { ONE_DATE: t`One date`, ALL_DATES: t`Every date (pass)` };
}
