import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CheckInBatchResultCode } from '@stagedoor/contracts';
import type { Door } from './use-door';

/** Downloading for offline use, and what the last upload of offline scans found. */
export function OfflinePanel({ door }: { door: Door }) {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const count = door.offline?.attendeeCount ?? 0;
  const refused = door.lastUpload?.refused ?? 0;
  const reasons: Record<CheckInBatchResultCode, string> = {
    APPLIED: t`Applied`,
    ALREADY_CHECKED_IN: t`Already checked in on another device`,
    NOT_CHECKED_IN: t`Was not checked in`,
    ATTENDEE_CANCELLED: t`Ticket cancelled`,
    TICKET_NOT_ON_LIST: t`Not on this list`,
    NOT_FOUND: t`Unknown ticket`,
  };

  const download = async () => {
    setDownloading(true);
    setFailed(false);
    try {
      await door.download();
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm">
        {door.offlineReady
          ? t`Available offline: ${count} attendees on this device.`
          : t`Download the list to keep scanning if the network drops.`}
      </Text>
      <Group>
        <Button variant="light" onClick={() => void download()} loading={downloading || door.syncing} disabled={!door.online}>
          {door.offlineReady ? t`Sync now` : t`Download for offline use`}
        </Button>
      </Group>
      {failed && (
        <Text c="red" role="alert" size="sm">
          {t`The download failed. Try again when the connection is better.`}
        </Text>
      )}
      {refused > 0 && (
        <Text c="orange" size="sm" role="alert">
          {t`${refused} offline scans had a time the server cannot accept (is this device's clock right?) and were not uploaded.`}
        </Text>
      )}
      {door.lastUpload && door.lastUpload.problems.length > 0 && (
        <Alert color="yellow" variant="light" title={t`Some offline scans need attention`}>
          <List size="sm">
            {door.lastUpload.problems.map((problem) => (
              <List.Item key={`${problem.attendee_short_id}-${problem.scanned_at}`}>
                {door.offline?.nameOf(problem.attendee_short_id) ?? problem.attendee_short_id}: {reasons[problem.result]}
                {problem.conflict ? ` (${t`conflict`})` : ''}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
