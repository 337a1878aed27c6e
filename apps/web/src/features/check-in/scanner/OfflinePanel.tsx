import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CheckInBatchResultCode, CheckInDate } from '@stagedoor/contracts';
import type { Door } from './use-door';

/** Downloading for offline use, and what the last upload of offline scans found. */
export function OfflinePanel({ door }: { door: Door }) {
  const { t, i18n } = useLingui();
  const timeZone = door.offline?.stored.data.event.timezone;
  /** The date a refused ticket is for, in the event's time zone. */
  const dateName = (date: CheckInDate) => {
    const start = i18n.date(date.start_date, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
    return date.label ? `${date.label}, ${start}` : start;
  };
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
    WRONG_DATE: t`Ticket for another date`,
    NO_DATE_TODAY: t`No date today`,
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
                {problem.event_date ? ` (${dateName(problem.event_date)})` : ''}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
