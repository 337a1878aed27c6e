import '@mantine/charts/styles.css';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Card, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ORGANIZER_REPORT_KINDS, type OrganizerReport, type OrganizerReportKind } from '@stagedoor/contracts';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { notifyError } from '../../platform/ui/notify';
import { toMajor } from '../event-area/dashboard/money';
import { downloadReportCsv, organizerReportQuery, reportQuery } from './api';
import { useKindLabels, useReportColumns } from './columns';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';

/** `/manage/organizer/:organizerId/reports`: every event of the organizer, totals per currency. */
export function OrganizerReportsPage() {
  const { t } = useLingui();
  const { organizerId = '' } = useParams();
  const [kind, setKind] = useState<OrganizerReportKind>('revenue-by-event');
  const [range, setRange] = useState({ from: '', to: '' });
  const [downloading, setDownloading] = useState(false);
  const report = useQuery(organizerReportQuery(organizerId, kind, range));
  const columnsOf = useReportColumns();
  const labels = useKindLabels();

  const download = () => {
    setDownloading(true);
    downloadReportCsv(
      `organizers/${organizerId}/reports/${kind}`,
      reportQuery({ ...range, dateId: '' }),
      `${kind}-organizer-${organizerId}`,
    )
      .catch(notifyError)
      .finally(() => setDownloading(false));
  };

  return (
    <>
      <PageHeader
        title={t`Organizer reports`}
        description={t`Every event of the organizer, net of cancellations and refunds, with totals per currency.`}
      />
      <Stack gap="lg">
        <ReportFilters
          kinds={ORGANIZER_REPORT_KINDS}
          kindLabels={labels}
          kind={kind}
          onKind={setKind}
          from={range.from}
          to={range.to}
          onRange={setRange}
          onDownload={download}
          downloading={downloading}
        />
        <QueryState query={report}>
          {(data: OrganizerReport) => (
            <Card withBorder padding="lg" component="section" aria-label={labels[data.kind]}>
              {data.kind === 'revenue-by-event' && data.rows.length > 0 && (
                <BarChart
                  h={240}
                  mb="lg"
                  // Bars of one currency only would mislead; each event's own currency is in the table.
                  data={data.rows.map((row) => ({ event: row.title, net: toMajor(row.net, row.currency) }))}
                  dataKey="event"
                  series={[{ name: 'net', label: t`Net`, color: 'teal.6' }]}
                  tickLine="y"
                />
              )}
              <ReportTable
                caption={labels[data.kind]}
                columns={columnsOf(data.kind)}
                rows={data.rows as unknown as Record<string, unknown>[]}
                totals={data.totals as unknown as Record<string, unknown>[]}
              />
            </Card>
          )}
        </QueryState>
      </Stack>
    </>
  );
}
