import { useLingui } from '@lingui/react/macro';
import type { EventReportKind, OrganizerReportKind } from '@stagedoor/contracts';

/** One column of a report's table: a field of its rows, shown as money, a count or text. */
export interface ReportColumn {
  field: string;
  label: string;
  kind: 'money' | 'count' | 'text' | 'rate';
}

/** The columns of each kind of report, in the reader's language. */
export function useReportColumns(): (kind: EventReportKind | OrganizerReportKind) => ReportColumn[] {
  const { t } = useLingui();
  const figures: ReportColumn[] = [
    { field: 'orders', label: t`Orders`, kind: 'count' },
    { field: 'tickets', label: t`Tickets`, kind: 'count' },
    { field: 'gross', label: t`Gross`, kind: 'money' },
    { field: 'refunded', label: t`Refunded`, kind: 'money' },
    { field: 'net', label: t`Net`, kind: 'money' },
  ];
  const columns: Record<EventReportKind | OrganizerReportKind, ReportColumn[]> = {
    'sales-by-ticket': [
      { field: 'ticket_title', label: t`Ticket`, kind: 'text' },
      { field: 'price_label', label: t`Price`, kind: 'text' },
      ...figures,
    ],
    'sales-by-day': [{ field: 'day', label: t`Day`, kind: 'text' }, ...figures],
    'promo-codes': [
      { field: 'code', label: t`Promo code`, kind: 'text' },
      ...figures,
      { field: 'discount', label: t`Discount`, kind: 'money' },
    ],
    affiliates: [{ field: 'code', label: t`Affiliate`, kind: 'text' }, { field: 'name', label: t`Name`, kind: 'text' }, ...figures],
    'taxes-and-fees': [
      { field: 'name', label: t`Tax or fee`, kind: 'text' },
      { field: 'rate', label: t`Rate`, kind: 'rate' },
      { field: 'gross', label: t`Charged`, kind: 'money' },
      { field: 'refunded', label: t`Refunded`, kind: 'money' },
      { field: 'net', label: t`Net`, kind: 'money' },
    ],
    'check-ins': [
      { field: 'start_date', label: t`Date`, kind: 'text' },
      { field: 'total', label: t`Attendees`, kind: 'count' },
      { field: 'checked_in', label: t`Checked in`, kind: 'count' },
    ],
    dates: [{ field: 'start_date', label: t`Date`, kind: 'text' }, ...figures],
    'revenue-by-event': [{ field: 'title', label: t`Event`, kind: 'text' }, ...figures],
  };
  return (kind) => columns[kind];
}

export function useKindLabels(): Record<EventReportKind | OrganizerReportKind, string> {
  const { t } = useLingui();
  return {
    'sales-by-ticket': t`Sales by ticket and price`,
    'sales-by-day': t`Sales by day`,
    'promo-codes': t`Promo codes`,
    affiliates: t`Affiliates`,
    'taxes-and-fees': t`Taxes and fees`,
    'check-ins': t`Check-ins`,
    dates: t`Sales by date`,
    'revenue-by-event': t`Revenue by event`,
  };
}
