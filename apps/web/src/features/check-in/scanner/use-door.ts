import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicCheckInAction, PublicCheckInList } from '@stagedoor/contracts';
import { answers } from './answers';
import { deviceId } from './device';
import { keepLoadedFiles } from './install';
import { playFeedback, type FeedbackKind } from './feedback';
import { OfflineDoor } from './offline-door';
import { outcomeOfAnswer, type ScanOutcome } from './outcome';
import { callPublic, NetworkDown } from './public-api';
import { downloadList, pendingCount, uploadQueue, type UploadReport } from './sync';

export type ListState =
  | { kind: 'loading' }
  | { kind: 'ready'; list: PublicCheckInList }
  | { kind: 'not_found' }
  | { kind: 'not_active'; activatesAt: string | null }
  | { kind: 'expired'; expiresAt: string | null }
  /** No network and nothing downloaded for this list. */
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/** Scans are sent to the server first; only "no network" falls back to the offline copy. */
export interface Door {
  state: ListState;
  online: boolean;
  offlineReady: boolean;
  pending: number;
  lastSync: string | null;
  syncing: boolean;
  lastUpload: UploadReport | null;
  device: string;
  scan(input: { qr: string } | { attendee_short_id: string }, action: PublicCheckInAction): Promise<ScanOutcome>;
  offline: OfflineDoor | null;
  download(): Promise<void>;
  reload(): void;
}

function feedbackOf(outcome: ScanOutcome): FeedbackKind {
  if (outcome.kind === 'admitted' || outcome.kind === 'checked_out') return 'success';
  if (outcome.kind === 'already' || outcome.kind === 'not_checked_in') return 'warning';
  return 'error';
}

const SYNC_EVERY_MS = 30_000;

const latest = (a: string | null, b: string | null) => (a && b ? (Date.parse(a) > Date.parse(b) ? a : b) : (a ?? b));
const REFRESH_DOWNLOAD_MS = 5 * 60_000;

export function useDoor(shortId: string): Door {
  const device = useRef(deviceId()).current;
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [online, setOnline] = useState(() => navigator.onLine);
  const [offline, setOffline] = useState<OfflineDoor | null>(null);
  const [pending, setPending] = useState(0);
  const [syncing, setSyncing] = useState(false);
  const [lastUpload, setLastUpload] = useState<UploadReport | null>(null);
  /** When this device last reached the server with its queue (an upload, or nothing left to send). */
  const [syncedAt, setSyncedAt] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const offlineRef = useRef<OfflineDoor | null>(null);
  offlineRef.current = offline;
  const listPath = `check-in-lists/${encodeURIComponent(shortId)}`;

  const refreshOffline = useCallback(async () => {
    try {
      setOffline(await OfflineDoor.load(shortId, device));
      setPending(await pendingCount(shortId));
    } catch {
      setOffline(null);
    }
  }, [shortId, device]);

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    void (async () => {
      await refreshOffline();
      try {
        const answer = await callPublic('GET', listPath, answers.list);
        if (!current) return;
        if (answer.ok) setState({ kind: 'ready', list: answer.data.data });
        else if (answer.code === 'CHECK_IN_LIST_NOT_ACTIVE')
          setState({ kind: 'not_active', activatesAt: answer.details.activates_at ?? null });
        else if (answer.code === 'CHECK_IN_LIST_EXPIRED') setState({ kind: 'expired', expiresAt: answer.details.expires_at ?? null });
        else if (answer.status === 404) setState({ kind: 'not_found' });
        else setState({ kind: 'failed', message: answer.message });
      } catch (error) {
        if (!current || !(error instanceof NetworkDown)) return;
        setOnline(false);
        const stored = await OfflineDoor.load(shortId, device).catch(() => null);
        if (!current) return;
        if (stored) {
          const { check_in_list: list, event } = stored.stored.data;
          setState({ kind: 'ready', list: { ...list, event } });
        } else setState({ kind: 'offline' });
      }
    })();
    return () => {
      current = false;
    };
  }, [listPath, shortId, device, attempt, refreshOffline]);

  /** The list's "X of Y checked in", read again from the server (every device's admissions count). */
  const refreshCounts = useCallback(async () => {
    const answer = await callPublic('GET', listPath, answers.list);
    if (answer.ok) setState((previous) => (previous.kind === 'ready' ? { kind: 'ready', list: answer.data.data } : previous));
  }, [listPath]);

  /** This device's own admission or exit counts at once, before the next read of the list. */
  const countLocally = useCallback((outcome: ScanOutcome) => {
    const delta = outcome.kind === 'admitted' ? 1 : outcome.kind === 'checked_out' ? -1 : 0;
    if (delta === 0) return;
    setState((previous) =>
      previous.kind === 'ready'
        ? { kind: 'ready', list: { ...previous.list, checked_in_count: Math.max(0, previous.list.checked_in_count + delta) } }
        : previous,
    );
  }, []);

  const sync = useCallback(async () => {
    if (!offlineRef.current) return;
    setSyncing(true);
    try {
      const report = await uploadQueue(shortId, device);
      if (report.uploaded > 0 || report.refused > 0) setLastUpload(report);
      // The whole list is large: fetched again after an upload or once it is a few minutes old, not on every tick.
      const downloadedAt = offlineRef.current.stored.synced_at;
      if (report.uploaded > 0 || Date.now() - Date.parse(downloadedAt) > REFRESH_DOWNLOAD_MS) await downloadList(shortId);
      setSyncedAt(new Date().toISOString());
      setOnline(true);
      await refreshCounts();
    } catch (error) {
      if (error instanceof NetworkDown) setOnline(false);
    } finally {
      await refreshOffline();
      setSyncing(false);
    }
  }, [shortId, device, refreshOffline, refreshCounts]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, SYNC_EVERY_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [sync]);

  const scan = useCallback<Door['scan']>(
    async (input, action) => {
      const door = offlineRef.current;
      let outcome: ScanOutcome;
      try {
        if (!navigator.onLine && door) throw new NetworkDown();
        const answer = await callPublic('POST', `${listPath}/check-ins`, answers.scan, {
          body: { ...input, action, device_id: device, scanned_at: new Date().toISOString() },
        });
        setOnline(true);
        outcome = outcomeOfAnswer(action, answer);
        if (answer.ok && door) door.remember(answer.data.data.attendee.short_id, answer.data.data.attendee.checked_in_at);
        if (outcome.kind === 'list_changed') setAttempt((value) => value + 1);
      } catch (error) {
        if (!(error instanceof NetworkDown)) throw error;
        setOnline(false);
        if (!door) {
          outcome = { kind: 'failed', message: '' };
        } else {
          outcome = 'qr' in input ? await door.scanCode(input.qr, action) : await door.scanShortId(input.attendee_short_id, action);
          setPending(await pendingCount(shortId));
        }
      }
      // The beep and buzz come with the answer, never before it.
      playFeedback(feedbackOf(outcome));
      countLocally(outcome);
      return outcome;
    },
    [listPath, device, shortId, countLocally],
  );

  const download = useCallback(async () => {
    // Queued scans go up first, so the fresh copy already counts them.
    if (offlineRef.current) {
      const report = await uploadQueue(shortId, device);
      if (report.uploaded > 0 || report.refused > 0) setLastUpload(report);
    }
    await downloadList(shortId);
    setSyncedAt(new Date().toISOString());
    await refreshOffline();
    await refreshCounts();
    keepLoadedFiles();
  }, [shortId, device, refreshOffline, refreshCounts]);

  return {
    state,
    online,
    offlineReady: offline !== null,
    pending,
    lastSync: latest(syncedAt, offline?.stored.synced_at ?? null),
    syncing,
    lastUpload,
    device,
    scan,
    offline,
    download,
    reload: () => setAttempt((value) => value + 1),
  };
}
