/** What the clients need of a contract schema: zod schemas fit, and only they are passed. */
export interface AnswerSchema {
  safeParse(value: unknown): { success: boolean; error?: unknown };
}

/** Written to the console when an answer does not match its schema; the end-to-end suite fails on it. */
export const CONTRACT_MISMATCH = 'the answer does not match its contract schema';

/**
 * Checks a successful answer against the contract schema its call named. The server answers
 * through the same schemas, so a mismatch is a bug on one side (or a page older than the server):
 * reported loudly, yet the answer is still used, since refusing it would only break the page.
 */
export function checkAnswer(call: string, schema: AnswerSchema, payload: unknown): void {
  const checked = schema.safeParse(payload);
  if (!checked.success) console.error(`${call}: ${CONTRACT_MISMATCH}`, checked.error);
}
