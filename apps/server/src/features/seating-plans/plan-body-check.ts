import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SeatingPlanInput } from '@stagedoor/contracts';
import type { PlanBodyIssue, PlanBodyResult, PlanBodyTask } from './plan-body-worker.js';

/**
 * A seating plan's body is read and checked in a worker thread (plan-body-worker.ts): a stadium's 5 to 9 MB of JSON
 * takes seconds to parse, check against the layout's schema and rules, and write out again, and done on the event
 * loop that would hold every other request of the process that long (docs/seating.md, "Size"). The event loop only
 * hands the text over and gets back the layout's JSON to store, its counts and its ids.
 */

/** The worker's module: the build's JavaScript beside this file, or the source where it runs as TypeScript (tests). */
function workerUrl(): URL {
  const built = new URL('./plan-body-worker.js', import.meta.url);
  return existsSync(fileURLToPath(built)) ? built : new URL('./plan-body-worker.ts', import.meta.url);
}

function inWorker(task: PlanBodyTask): Promise<PlanBodyResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl(), { workerData: task });
    let answered = false;
    worker.once('message', (result: PlanBodyResult) => {
      answered = true;
      resolve(result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the seating plan check stopped without an answer (exit code ${code})`));
    });
  });
}

/** A checked body: the layout as JSON to store (defaults filled in, unknown fields dropped), its counts and its ids. */
export interface CheckedPlanBody {
  name: SeatingPlanInput['name'];
  layoutJson: string;
  seatCount: number;
  standingCapacity: number;
  /** Every seat id and standing area id, in plan order. */
  ids: string[];
}

/** The issues as the request validation of fastify-type-provider-zod reports them, for the error handler's 422. */
function validationError(issues: PlanBodyIssue[]): Error {
  const validation = issues.map(({ path, code, message, ...params }) => ({
    [Symbol.for('ZodFastifySchemaValidationError')]: true,
    keyword: code,
    instancePath: `/${path.join('/')}`,
    schemaPath: `#/${path.join('/')}/${code}`,
    message,
    params,
  }));
  return Object.assign(new Error('body is not a valid seating plan'), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation,
    validationContext: 'body',
  });
}

/** The body's text checked as `seatingPlanBodySchema` does: 422 naming the fields at fault, as any body's check. */
export async function checkPlanBody(text: unknown): Promise<CheckedPlanBody> {
  if (typeof text !== 'string') throw validationError([{ path: [], code: 'invalid_type', message: 'required' }]);
  const result = await inWorker({ kind: 'check', text });
  if (result.kind === 'unreadable') throw Object.assign(new Error('the body is not JSON'), { statusCode: 400 });
  if (result.kind === 'invalid') throw validationError(result.issues);
  if (result.kind !== 'valid') throw new Error('unexpected answer of the seating plan check');
  const { kind: _kind, ...checked } = result;
  return checked;
}

/** The seat ids and standing area ids of a stored layout (its JSON text) that `keptIds` leaves out, in plan order. */
export async function missingIds(layoutText: string, keptIds: string[]): Promise<string[]> {
  const result = await inWorker({ kind: 'missing', layoutText, keptIds });
  if (result.kind !== 'missing') throw new Error('unexpected answer of the seating plan check');
  return result.ids;
}
