import { useRef, useState } from 'react';
import { Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExportFormatName } from '@stagedoor/contracts';
import { IconFile } from '../../platform/ui/icons';
import { notifyError } from '../../platform/ui/notify';
import { orderListQuery, type OrderListParams } from './api';
import { downloadExport, type ExportProgress } from './export-orders';

/** Downloads the orders the list shows, as CSV or XLSX, with the progress of the download beside the button. */
export function ExportOrdersButton({ eventId, params }: { eventId: number; params: OrderListParams }) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async (format: ExportFormatName) => {
    controller.current = new AbortController();
    setProgress({ total: null, rows: null, bytes: 0, fraction: null });
    try {
      const { page: _page, per_page: _perPage, ...query } = orderListQuery({ ...params, page: 1 });
      await downloadExport(`events/${eventId}/orders/export`, {
        format,
        query,
        signal: controller.current.signal,
        onProgress: setProgress,
      });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) notifyError(error);
    } finally {
      setProgress(null);
      controller.current = null;
    }
  };

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
        <Button variant="default" size="xs" onClick={() => controller.current?.abort()}>
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
        <Menu.Item onClick={() => void run('csv')}>{t`CSV file`}</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>{t`Excel file (XLSX)`}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
