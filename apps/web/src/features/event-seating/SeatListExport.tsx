import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ExportFormatName } from '@stagedoor/contracts';
import { IconChevronDown, IconFile } from '../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { downloadSeatList } from './api';

/** Downloads the date's seat list as CSV or XLSX. */
export function SeatListExport({ eventId, dateId }: { eventId: number; dateId: number }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const start = async (format: ExportFormatName) => {
    setBusy(true);
    try {
      await downloadSeatList(eventId, dateId, format);
      notifySuccess(t`Seat list downloaded`);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconFile />} rightSection={<IconChevronDown />} loading={busy}>
          {t`Export seat list`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void start('csv')}>{t`CSV (comma-separated)`}</Menu.Item>
        <Menu.Item onClick={() => void start('xlsx')}>{t`Excel (XLSX)`}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
