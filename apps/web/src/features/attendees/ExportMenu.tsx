import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { QueryValue } from '../../platform/api/client';
import { useExportDownload } from '../../platform/api/download-export';
import { IconChevronDown, IconFile } from '../../platform/ui/icons';
import { notifySuccess } from '../../platform/ui/notify';

/** Downloads the list as CSV or XLSX with the list's filters, showing how much has arrived. */
export function ExportMenu({ path, query }: { path: string; query: Record<string, QueryValue> }) {
  const { t, i18n } = useLingui();
  const { progress, start } = useExportDownload(path, query, () => notifySuccess(t`Export downloaded`));
  const busy = progress !== null;
  // Rows are counted from 0 of 0 until the first bytes arrive, and never past the total.
  const total = progress?.total ?? 0;
  const counted = progress === null ? null : (progress.rows ?? (progress.bytes === 0 ? 0 : null));
  const rows = counted === null ? null : Math.min(total, counted);
  const percent = rows !== null && total > 0 ? Math.round((rows / total) * 100) : null;
  return (
    <Group gap="sm" wrap="nowrap">
      {progress && (
        <div style={{ minWidth: 160 }} role="status" aria-live="polite">
          <Text size="xs" c="dimmed">
            {rows !== null
              ? t`${i18n.number(rows)} of ${i18n.number(total)} rows`
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
          <Menu.Item onClick={() => void start('csv')}>{t`CSV (comma-separated)`}</Menu.Item>
          <Menu.Item onClick={() => void start('xlsx')}>{t`Excel (XLSX)`}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
