import { useState } from 'react';
import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ExportFormat } from '@stagedoor/contracts';
import type { QueryValue } from '../../platform/api/client';
import { IconChevronDown, IconFile } from '../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { downloadExport, type ExportProgress } from './download-export';

/** Downloads the list as CSV or XLSX with the list's filters, showing how much has arrived. */
export function ExportMenu({ path, query }: { path: string; query: Record<string, QueryValue> }) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [busy, setBusy] = useState(false);

  const start = (format: ExportFormat) => {
    setBusy(true);
    setProgress({ total: 0, rows: 0, bytes: 0 });
    downloadExport(path, { format, query, onProgress: setProgress })
      .then(() => notifySuccess(t`Export downloaded`))
      .catch(notifyError)
      .finally(() => {
        setBusy(false);
        setProgress(null);
      });
  };

  const percent = progress && progress.rows !== null && progress.total > 0 ? Math.round((progress.rows / progress.total) * 100) : null;
  return (
    <Group gap="sm" wrap="nowrap">
      {busy && progress && (
        <div style={{ minWidth: 160 }} role="status" aria-live="polite">
          <Text size="xs" c="dimmed">
            {progress.rows !== null
              ? t`${i18n.number(progress.rows)} of ${i18n.number(progress.total)} rows`
              : t`${i18n.number(Math.round(progress.bytes / 1024))} KB received`}
          </Text>
          <Progress value={percent ?? 100} animated={percent === null} aria-label={t`Export progress`} size="sm" />
        </div>
      )}
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconFile />} rightSection={<IconChevronDown />} loading={busy}>
            {t`Export`}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => start('csv')}>{t`CSV (comma-separated)`}</Menu.Item>
          <Menu.Item onClick={() => start('xlsx')}>{t`Excel (XLSX)`}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
