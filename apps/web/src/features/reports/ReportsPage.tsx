import '@mantine/charts/styles.css';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Card, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { EVENT_REPORT_KINDS, type EventReport, type EventReportKind } from '@stagedoor/contracts';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { notifyError } from '../../platform/ui/notify';
import { useEvent } from '../event-area/use-event';
import { EventDateSelect } from '../dates/EventDateSelect';
import { toMajor } from '../event-area/dashboard/money';
import { downloadReportCsv, eventReportQuery, reportQuery, type ReportFilters as Filters } from './api';
import { useKindLabels, useReportColumns } from './columns';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';

/** `/manage/event/:eventId/reports` */
export function ReportsPage() {
  const { t, i18n } = useLingui();
  const event = useEvent();
  const [kind, setKind] = useState<EventReportKind>('sales-by-ticket');
  const [filters, setFilters] = useState<Filters>({ from: '', to: '', dateId: '' });
  const [downloading, setDownloading] = useState(false);
  const report = useQuery(eventReportQuery(event.id, kind, filters));
  const columnsOf = useReportColumns();
  const labels = useKindLabels();
  const currency = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: event.currency, maximumFractionDigits: 0 });

  const download = () => {
    setDownloading(true);
    downloadReportCsv(`events/${event.id}/reports/${kind}`, reportQuery(filters), `${kind}-${event.id}`)
      .catch(notifyError)
      .finally(() => setDownloading(false));
  };

  return (
    <>
      <PageHeader
        title={t`Reports`}
        description={t`Sales, taxes and check-ins, net of cancellations and refunds. Days are those of the sale, in the event's time zone.`}
      />
      <Stack gap="lg">
        <ReportFilters
          kinds={EVENT_REPORT_KINDS}
          kindLabels={labels}
          kind={kind}
          onKind={setKind}
          from={filters.from}
          to={filters.to}
          onRange={(range) => setFilters({ ...filters, ...range })}
          onDownload={download}
          downloading={downloading}
        >
          <EventDateSelect
            eventId={event.id}
            zone={event.timezone}
            value={filters.dateId}
            onChange={(dateId) => setFilters({ ...filters, dateId })}
          />
        </ReportFilters>
        <QueryState query={report}>
          {(data: EventReport) => (
            <Card withBorder padding="lg" component="section" aria-label={labels[data.kind]}>
              {data.kind === 'sales-by-day' && data.rows.length > 0 && (
                <BarChart
                  h={240}
                  mb="lg"
                  data={data.rows.map((row) => ({ day: row.day, net: toMajor(row.net, data.currency) }))}
                  dataKey="day"
                  series={[{ name: 'net', label: t`Net`, color: 'teal.6' }]}
                  valueFormatter={(value) => currency.format(value)}
                  tickLine="y"
                />
              )}
              <ReportTable
                caption={labels[data.kind]}
                columns={columnsOf(data.kind)}
                rows={data.rows as unknown as Record<string, unknown>[]}
                totals={data.totals as unknown as Record<string, unknown>}
                currency={data.currency}
                timezone={data.timezone}
              />
            </Card>
          )}
        </QueryState>
      </Stack>
    </>
  );
}
