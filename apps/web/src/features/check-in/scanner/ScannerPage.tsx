import { useCallback, useEffect, useState } from 'react';
import { Badge, Group, Loader, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { useParams } from '../../../platform/routing';
import { useLingui } from '@lingui/react/macro';
import type { PublicCheckInAction, PublicCheckInList } from '@stagedoor/contracts';
import { MAIN_CONTENT_ID } from '../../../platform/ui/a11y';
import { PageTitle } from '../../../platform/ui/PageTitle';
import { CameraReader } from './CameraReader';
import { unlockAudio } from './feedback';
import { installScanner } from './install';
import { KeyboardReader } from './KeyboardReader';
import { ListStateView } from './ListStateView';
import { ManualSearch } from './ManualSearch';
import { OfflinePanel } from './OfflinePanel';
import type { ScanOutcome } from './outcome';
import { ResultPanel } from './ResultPanel';
import { ScanGate } from './scan-gate';
import { useDoor, type Door } from './use-door';
import classes from './Scanner.module.css';

type Mode = 'camera' | 'keyboard' | 'search';

function StatusBar({ door, list }: { door: Door; list: PublicCheckInList }) {
  const { t, i18n } = useLingui();
  const pending = door.pending;
  // Every time at the door is the event's local time, as in the scan results.
  const synced = door.lastSync ? i18n.date(door.lastSync, { timeStyle: 'short', timeZone: list.event.timezone }) : null;
  const checkedIn = i18n.number(list.checked_in_count);
  const total = i18n.number(list.total_count);
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Badge color={door.online ? 'teal' : 'orange'} variant="filled" size="lg">
        {door.online ? t`Online` : t`Offline`}
      </Badge>
      <Text size="sm" fw={700}>{t`${checkedIn} of ${total} checked in`}</Text>
      <Text size="sm">{t`Waiting for upload: ${pending}`}</Text>
      {synced && <Text size="sm">{t`Last synced ${synced}`}</Text>}
    </Group>
  );
}

function DoorView({ shortId, list, door }: { shortId: string; list: PublicCheckInList; door: Door }) {
  const { t, i18n } = useLingui();
  // The one date this door admits on, in the event's local time.
  const listDateStart = list.event_date
    ? i18n.date(list.event_date.start_date, { dateStyle: 'full', timeStyle: 'short', timeZone: list.event.timezone })
    : '';
  const listDate = list.event_date?.label ? `${list.event_date.label}, ${listDateStart}` : listDateStart;
  const [mode, setMode] = useState<Mode>('camera');
  const [action, setAction] = useState<PublicCheckInAction>('check_in');
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  const [gate] = useState(() => new ScanGate());

  const run = useCallback(
    async (input: { qr: string } | { attendee_short_id: string }, chosen: PublicCheckInAction) => {
      setBusy(true);
      let answer: ScanOutcome;
      try {
        answer = await door.scan(input, chosen);
      } catch {
        answer = { kind: 'failed', message: '' };
      } finally {
        setBusy(false);
        setVersion((value) => value + 1);
      }
      // No answer: the same code may be tried again after Next.
      if (answer.kind === 'failed' && 'qr' in input) gate.forget(input.qr, chosen);
      setOutcome(answer);
    },
    [door, gate],
  );

  // The camera reads a code many times while it stays in view: only what the gate admits is sent.
  const onCameraCode = useCallback(
    (code: string) => {
      if (gate.admit(code, action)) void run({ qr: code }, action);
    },
    [gate, run, action],
  );
  // A barcode scanner and the search are deliberate: each is sent, and the camera waits for Next after it.
  const onKeyboardCode = useCallback(
    (code: string) => {
      gate.hold();
      void run({ qr: code }, action);
    },
    [gate, run, action],
  );
  const next = () => {
    setOutcome(null);
    gate.next();
  };

  return (
    <Stack gap="md" onPointerDown={unlockAudio} onKeyDown={unlockAudio}>
      <PageTitle title={list.name} />
      <div>
        <Title order={1} size="h2">
          {list.name}
        </Title>
        <Text c="dimmed">{list.event.title}</Text>
        {list.event_date && (
          <Text fw={600} data-testid="list-date">
            {t`Date: ${listDate}`}
          </Text>
        )}
        {list.description && (
          <Text size="sm" mt={4}>
            {list.description}
          </Text>
        )}
      </div>
      <StatusBar door={door} list={list} />
      <SegmentedControl
        fullWidth
        size="md"
        value={action}
        onChange={(value) => setAction(value as PublicCheckInAction)}
        data={[
          { value: 'check_in', label: t`Check in` },
          { value: 'check_out', label: t`Check out` },
        ]}
        aria-label={t`What a scan does`}
      />
      <ResultPanel outcome={outcome} onDismiss={next} timeZone={list.event.timezone} device={door.device} pending={door.pending} />
      <Tabs value={mode} onChange={(value) => setMode((value as Mode | null) ?? 'camera')} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="camera">{t`Camera`}</Tabs.Tab>
          <Tabs.Tab value="keyboard">{t`Barcode scanner`}</Tabs.Tab>
          <Tabs.Tab value="search">{t`Search`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="camera" pt="md">
          <CameraReader onCode={onCameraCode} busy={busy} />
        </Tabs.Panel>
        <Tabs.Panel value="keyboard" pt="md">
          <KeyboardReader onCode={onKeyboardCode} busy={busy} />
        </Tabs.Panel>
        <Tabs.Panel value="search" pt="md">
          <ManualSearch
            shortId={shortId}
            online={door.online}
            offline={door.offline}
            version={version}
            busy={busy}
            onAction={(attendeeShortId, chosen) => {
              gate.hold();
              void run({ attendee_short_id: attendeeShortId }, chosen);
            }}
          />
        </Tabs.Panel>
      </Tabs>
      <OfflinePanel door={door} />
    </Stack>
  );
}

/** `/check-in/:checkInListShortId`: the staff's scanner, built for a phone held in one hand. */
export function ScannerPage() {
  const { t } = useLingui();
  const shortId = useParams().checkInListShortId ?? '';
  const door = useDoor(shortId);

  useEffect(() => installScanner(), []);

  const { state } = door;
  return (
    <main id={MAIN_CONTENT_ID} className={classes.page}>
      {state.kind === 'loading' && (
        <Group justify="center" mt="xl">
          <PageTitle title={t`Check-in`} />
          <Loader aria-label={t`Loading check-in list`} />
        </Group>
      )}
      {state.kind === 'ready' && <DoorView shortId={shortId} list={state.list} door={door} />}
      {state.kind !== 'ready' && state.kind !== 'loading' && (
        <>
          <PageTitle title={t`Check-in`} />
          <ListStateView state={state} onRetry={door.reload} />
        </>
      )}
    </main>
  );
}
