/**
 * A worker thread's side of plan-body-check.ts: reads and checks a seating plan's body, and lists what a save needs
 * from it, away from the event loop that serves the requests. Plain TypeScript without anything to compile away
 * (Node runs the source in tests, the build's JavaScript in production), importing only the contracts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { planSeats, seatingPlanBodySchema, type SeatingLayout } from '@stagedoor/contracts';

/** Issues sent back at most: a 422 names at most 100 fields, and an issue per seat of a stadium is a lot to copy. */
const SENT_ISSUES = 1_000;

export type PlanBodyTask = { kind: 'check'; text: string } | { kind: 'missing'; layoutText: string; keptIds: string[] };

export interface PlanBodyIssue {
  path: (string | number)[];
  code: string;
  message: string;
  origin?: string;
  minimum?: number;
  maximum?: number;
}

export type PlanBodyResult =
  | { kind: 'unreadable' }
  | { kind: 'invalid'; issues: PlanBodyIssue[] }
  | { kind: 'valid'; name: string; layoutJson: string; seatCount: number; standingCapacity: number; ids: string[] }
  | { kind: 'missing'; ids: string[] };

/** Every id orders and claims may name, in plan order: the seats' and then the standing areas'. */
function sellableIds(layout: SeatingLayout): string[] {
  return [...planSeats(layout).map((seat) => seat.id), ...layout.standing_areas.map((area) => area.id)];
}

function check(text: string): PlanBodyResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: 'unreadable' };
  }
  const parsed = seatingPlanBodySchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, SENT_ISSUES).map((issue) => {
      const extra = issue as { origin?: unknown; minimum?: unknown; maximum?: unknown };
      return {
        path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
        code: issue.code,
        message: issue.message,
        ...(typeof extra.origin === 'string' ? { origin: extra.origin } : {}),
        ...(extra.minimum !== undefined ? { minimum: Number(extra.minimum) } : {}),
        ...(extra.maximum !== undefined ? { maximum: Number(extra.maximum) } : {}),
      };
    });
    return { kind: 'invalid', issues };
  }
  const { name, layout } = parsed.data;
  return {
    kind: 'valid',
    name,
    layoutJson: JSON.stringify(layout),
    seatCount: planSeats(layout).length,
    standingCapacity: layout.standing_areas.reduce((sum, area) => sum + area.capacity, 0),
    ids: sellableIds(layout),
  };
}

function run(task: PlanBodyTask): PlanBodyResult {
  if (task.kind === 'check') return check(task.text);
  const kept = new Set(task.keptIds);
  return { kind: 'missing', ids: sellableIds(JSON.parse(task.layoutText) as SeatingLayout).filter((id) => !kept.has(id)) };
}

parentPort?.postMessage(run(workerData as PlanBodyTask));
