import { CHECK_IN_BATCH_MAX, type CheckInBatchItemResult } from '@stagedoor/contracts';
import { answers } from './answers';
import { callPublic } from './public-api';
import { queuedScans, removeQueued, saveOfflineData, touchList } from './offline-store';

const BATCH_SIZE = CHECK_IN_BATCH_MAX;

export interface UploadReport {
  uploaded: number;
  /** Scans the server could not apply as made: admitted elsewhere first, cancelled meanwhile, and so on. */
  problems: CheckInBatchItemResult[];
  /** Scans refused for a time no scanner can have made (a device clock far off): dropped, never uploadable. */
  refused: number;
}

/** The positions of the scans a 422 refuses for their time (`check_ins.<n>.scanned_at`). */
function refusedTimes(errors: Record<string, string[]>): number[] {
  return Object.keys(errors).flatMap((field) => {
    const match = /^check_ins\.(\d+)\.scanned_at$/.exec(field);
    return match ? [Number(match[1])] : [];
  });
}

/**
 * Sends the scans made offline, oldest first, in batches. The server answers each scan and
 * ignores one it has seen before, so a batch resent after a lost answer changes nothing.
 * Throws NetworkDown when the network goes away again; what was sent before stays sent.
 */
export async function uploadQueue(list: string, device: string): Promise<UploadReport> {
  const report: UploadReport = { uploaded: 0, problems: [], refused: 0 };
  for (;;) {
    const scans = (await queuedScans(list)).slice(0, BATCH_SIZE);
    if (scans.length === 0) break;
    const answer = await callPublic('POST', `check-in-lists/${encodeURIComponent(list)}/check-ins/batch`, answers.batch, {
      body: {
        device_id: device,
        check_ins: scans.map((scan) => ({ attendee_short_id: scan.attendee_short_id, action: scan.action, scanned_at: scan.scanned_at })),
      },
    });
    const refused = answer.ok ? [] : refusedTimes(answer.errors);
    if (!answer.ok && answer.status === 422 && refused.length > 0) {
      // The rest of the batch is fine: drop what can never go up, send the others again.
      await removeQueued(refused.map((index) => scans[index]?.id ?? -1));
      report.refused += refused.length;
      continue;
    }
    if (!answer.ok) throw new Error(answer.message || answer.code);
    await removeQueued(scans.map((scan) => scan.id ?? -1));
    report.uploaded += scans.length;
    report.problems.push(...answer.data.data.results.filter((result) => result.result !== 'APPLIED'));
  }
  if (report.uploaded > 0 || report.refused > 0) await touchList(list);
  return report;
}

/** Downloads the list for offline use; scans still waiting for upload keep their local state. */
export async function downloadList(list: string): Promise<void> {
  const answer = await callPublic('GET', `check-in-lists/${encodeURIComponent(list)}/offline`, answers.offline);
  if (!answer.ok) throw new Error(answer.message || answer.code);
  const data = answer.data.data;
  const pending = new Set((await queuedScans(list)).map((scan) => scan.attendee_short_id));
  await saveOfflineData(list, data, pending);
}

export async function pendingCount(list: string): Promise<number> {
  return (await queuedScans(list)).length;
}
