import { useState } from 'react';
import { Button, Card, Group, Menu, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useExportDownload } from '../../platform/api/download-export';
import { IconFile } from '../../platform/ui/icons';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { invoicingSettingsQuery, organizerInvoicesQuery } from './api';
import { InvoiceTable } from './InvoiceTable';
import { InvoicingSettingsForm } from './InvoicingSettingsForm';

/** `/manage/organizer/:organizerId/invoicing`: the organizer's invoicing settings, its invoices and their export. */
export function InvoicingPage() {
  const { t } = useLingui();
  const { organizerId = '' } = useParams();
  const [page, setPage] = useState(1);
  const settings = useQuery(invoicingSettingsQuery(organizerId));
  const invoices = useQuery(organizerInvoicesQuery(organizerId, page));
  const exporter = useExportDownload(`organizers/${organizerId}/invoices/export`, {});

  return (
    <>
      <PageHeader title={t`Invoicing`} description={t`Invoices and credit notes of the organizer's sales`} />
      <Stack gap="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="invoicing-settings-heading">
          <Title order={2} fz="lg" mb="md" id="invoicing-settings-heading">
            <Trans>Settings</Trans>
          </Title>
          <QueryState query={settings}>{(data) => <InvoicingSettingsForm organizerId={organizerId} settings={data} />}</QueryState>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="invoices-heading">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="lg" id="invoices-heading">
              <Trans>Invoices and credit notes</Trans>
            </Title>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" leftSection={<IconFile />} loading={exporter.progress !== null}>
                  <Trans>Export for the accountant</Trans>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => void exporter.start('csv')}>{t`CSV file`}</Menu.Item>
                <Menu.Item onClick={() => void exporter.start('xlsx')}>{t`Excel file (XLSX)`}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
          <QueryState query={invoices}>
            {(data) =>
              data.data.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>No invoice has been issued yet.</Trans>
                </Text>
              ) : (
                <Stack gap="md">
                  <InvoiceTable invoices={data.data} caption={t`Newest number first`} />
                  {data.meta.last_page > 1 && (
                    <Pagination total={data.meta.last_page} value={page} onChange={setPage} aria-label={t`Invoice pages`} />
                  )}
                </Stack>
              )
            }
          </QueryState>
        </Card>
      </Stack>
    </>
  );
}
