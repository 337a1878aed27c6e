import { Button, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CheckInDate } from '@stagedoor/contracts';
import { seatText } from '../../public/shared/seat';
import type { DoorAttendee, ScanOutcome } from './outcome';
import classes from './Scanner.module.css';

type Tone = 'ok' | 'warn' | 'bad';

function name(attendee: DoorAttendee | null, fallback: string): string {
  const full = attendee ? `${attendee.first_name} ${attendee.last_name}`.trim() : '';
  return full || fallback;
}

/** The answer for one scan, big enough to read at arm's length; announced to screen readers. */
export function ResultPanel({
  outcome,
  onDismiss,
  timeZone,
  device: thisDevice,
  pending,
}: {
  outcome: ScanOutcome | null;
  onDismiss: () => void;
  timeZone: string;
  /** This scanner's device id: its own admissions say "on this device". */
  device: string;
  /** Scans still waiting for upload: none left means an offline scan went up. */
  pending: number;
}) {
  const { t, i18n } = useLingui();
  if (!outcome) {
    return (
      <div className={classes.result} data-tone="idle" role="status" aria-live="polite">
        <Text size="lg">{t`Ready to scan`}</Text>
      </div>
    );
  }
  const when = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'short', timeStyle: 'short', timeZone }) : null);
  const newTicket = t`New ticket`;
  /** A date as the door names it: its label and its start, in the event's time zone. */
  const dateName = (date: CheckInDate) => {
    const start = i18n.date(date.start_date, { dateStyle: 'full', timeStyle: 'short', timeZone });
    return date.label ? `${date.label}, ${start}` : start;
  };
  let tone: Tone = 'bad';
  let title: string;
  let detail: string | null = null;
  switch (outcome.kind) {
    case 'admitted': {
      tone = 'ok';
      title = t`Admitted`;
      detail = name(outcome.attendee, newTicket);
      break;
    }
    case 'checked_out':
      tone = 'ok';
      title = t`Checked out`;
      detail = name(outcome.attendee, newTicket);
      break;
    case 'already': {
      tone = 'warn';
      title = t`Already checked in`;
      const at = when(outcome.at);
      const device = outcome.device === thisDevice ? t`this device` : outcome.device;
      const who = name(outcome.attendee, '');
      const where = at && device ? t`at ${at} on ${device}` : at ? t`at ${at}` : device ? t`on ${device}` : '';
      detail = [who, where].filter(Boolean).join(' · ') || null;
      break;
    }
    case 'not_checked_in':
      tone = 'warn';
      title = t`Not checked in`;
      detail = name(outcome.attendee, '') || null;
      break;
    case 'cancelled':
      title = t`Ticket cancelled`;
      detail = name(outcome.attendee, '') || null;
      break;
    case 'not_on_list':
      title = t`Not on this list`;
      detail = name(outcome.attendee, '') || t`This ticket is not admitted at this entrance.`;
      break;
    case 'wrong_date': {
      title = t`Wrong date`;
      const date = outcome.date ? dateName(outcome.date) : null;
      const who = name(outcome.attendee, '');
      detail = [who, date ? t`This ticket is for ${date}.` : t`This ticket is for another date.`].filter(Boolean).join(' · ');
      break;
    }
    case 'no_date':
      title = t`No date today`;
      detail = t`No date of this event takes place today, so a pass cannot be admitted at this entrance now.`;
      break;
    case 'unknown':
      title = t`Unknown code`;
      detail = t`This is not a valid ticket for this event.`;
      break;
    case 'list_changed':
      title = t`This check-in list changed`;
      break;
    case 'failed':
      title = t`Unable to check in or out`;
      detail = outcome.message || t`You are offline. Download the list for offline use to keep scanning without network.`;
      break;
  }
  const offline = 'offline' in outcome && outcome.offline;
  // Where the person sits, so the door can send them the right way.
  const seat = 'attendee' in outcome ? outcome.attendee?.seat : undefined;
  return (
    <div className={classes.result} data-tone={tone} role="status" aria-live="assertive">
      <Text className={classes.resultTitle}>{title}</Text>
      {detail && <Text className={classes.resultDetail}>{detail}</Text>}
      {seat && <Text className={classes.resultDetail}>{seatText(seat)}</Text>}
      {offline && <Text size="sm">{pending > 0 ? t`Recorded offline; it will be uploaded.` : t`Recorded offline and uploaded.`}</Text>}
      <Button variant="white" color="dark" size="xs" mt="sm" onClick={onDismiss}>
        {t`Next`}
      </Button>
    </div>
  );
}
