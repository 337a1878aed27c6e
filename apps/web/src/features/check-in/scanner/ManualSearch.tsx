import { useEffect, useState } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import type { PublicCheckInAction } from '@stagedoor/contracts';
import { seatText, type SeatPlace } from '../../public/shared/seat';
import { answers } from './answers';
import { doorAttendee } from './outcome';
import type { OfflineDoor } from './offline-door';
import { callPublic, NetworkDown } from './public-api';

interface Row {
  short_id: string;
  name: string;
  ticket: string | null;
  seat: SeatPlace | undefined;
  checkedIn: boolean;
  cancelled: boolean;
}

interface ManualSearchProps {
  shortId: string;
  online: boolean;
  offline: OfflineDoor | null;
  /** Bumped after each scan so that the rows show the new state. */
  version: number;
  onAction: (attendeeShortId: string, action: PublicCheckInAction) => void;
  busy: boolean;
}

/** SPEC: names appear only once a search term is given, so a lost phone does not hand out the guest list. */
export function ManualSearch({ shortId, online, offline, version, onAction, busy }: ManualSearchProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!debounced) {
      setRows(null);
      return;
    }
    const controller = new AbortController();
    const fromOffline = () =>
      offline
        ? offline.search(debounced).map(({ attendee, checkedIn, status }) => ({
            short_id: attendee.short_id,
            name: `${attendee.first_name} ${attendee.last_name}`,
            ticket: attendee.ticket_title,
            seat: attendee.seat,
            checkedIn,
            cancelled: status !== 'ACTIVE',
          }))
        : null;
    void (async () => {
      setError(null);
      if (!online && offline) {
        setRows(fromOffline());
        return;
      }
      try {
        const answer = await callPublic(
          'GET',
          `check-in-lists/${encodeURIComponent(shortId)}/attendees?query=${encodeURIComponent(debounced)}&per_page=20`,
          answers.attendees,
          { signal: controller.signal },
        );
        if (!answer.ok) {
          setError(answer.message);
          return;
        }
        setRows(
          answer.data.data.map((attendee) => ({
            short_id: attendee.short_id,
            name: `${attendee.first_name} ${attendee.last_name}`,
            ticket: attendee.ticket_title,
            seat: doorAttendee(attendee).seat,
            checkedIn: attendee.checked_in,
            cancelled: attendee.status !== 'ACTIVE',
          })),
        );
      } catch (caught) {
        if (caught instanceof NetworkDown) {
          const local = fromOffline();
          if (local) setRows(local);
          else setError(t`You are offline.`);
        }
      }
    })();
    return () => controller.abort();
  }, [debounced, online, offline, shortId, version, t]);

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t`Search by name or reference`}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        size="lg"
        autoComplete="off"
      />
      {!debounced && <Text c="dimmed">{t`Type at least part of a name or reference to see attendees.`}</Text>}
      {error && (
        <Text c="red" role="alert">
          {error}
        </Text>
      )}
      {rows && rows.length === 0 && <Text>{t`No attendee matches.`}</Text>}
      {rows && rows.length > 0 && (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Attendees found`}>
          {rows.map((row) => (
            <Group
              key={row.short_id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              p="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div style={{ flex: 1 }}>
                <Text fw={600}>{row.name}</Text>
                <Text size="sm" c="dimmed">
                  {[row.ticket, row.seat && seatText(row.seat), row.short_id].filter(Boolean).join(' · ')}
                </Text>
              </div>
              {row.cancelled ? (
                <Badge color="red">{t`Cancelled`}</Badge>
              ) : (
                <Button
                  size="md"
                  variant={row.checkedIn ? 'default' : 'filled'}
                  disabled={busy}
                  onClick={() => onAction(row.short_id, row.checkedIn ? 'check_out' : 'check_in')}
                  aria-label={row.checkedIn ? t`Check out ${row.name}` : t`Check in ${row.name}`}
                >
                  {row.checkedIn ? t`Check out` : t`Check in`}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
