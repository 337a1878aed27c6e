import { Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useExportDownload } from '../../platform/api/download-export';
import { IconFile } from '../../platform/ui/icons';
import { orderListQuery, type OrderListParams } from './api';

/** Downloads the orders the list shows, as CSV or XLSX, with the progress of the download beside the button. */
export function ExportOrdersButton({ eventId, params }: { eventId: number; params: OrderListParams }) {
  const { t, i18n } = useLingui();
  const { page: _page, per_page: _perPage, ...query } = orderListQuery({ ...params, page: 1 });
  const { progress, start, stop } = useExportDownload(`events/${eventId}/orders/export`, query);

  if (progress) {
    const percent = progress.fraction === null ? null : Math.round(progress.fraction * 100);
    const size = i18n.number(progress.bytes / 1024, { maximumFractionDigits: 0 });
    const status =
      progress.rows !== null && progress.total !== null
        ? t`Exporting ${i18n.number(progress.rows)} of ${i18n.number(progress.total)} orders…`
        : t`Exporting… ${size} KB received`;
    return (
      <Group gap="sm" wrap="nowrap">
        <Stack gap={4} w={220}>
          <Text size="sm" role="status" aria-live="polite">
            {status}
          </Text>
          <Progress value={percent ?? 100} animated={percent === null} aria-label={t`Export progress`} />
        </Stack>
        <Button variant="default" size="xs" onClick={stop}>
          <Trans>Stop</Trans>
        </Button>
      </Group>
    );
  }

  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconFile />}>
          <Trans>Export</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void start('csv')}>{t`CSV file`}</Menu.Item>
        <Menu.Item onClick={() => void start('xlsx')}>{t`Excel file (XLSX)`}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
