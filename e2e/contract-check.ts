import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';
import { CONTRACT_MISMATCH } from '../apps/web/src/platform/api/check-answer';

/**
 * The web app checks every API answer against its contract schema and reports a mismatch on
 * the console (apps/web/src/platform/api/check-answer.ts). Here each such report fails the test
 * during which it appeared, so a schema that refuses a real answer of the server cannot go unseen.
 */
// Kept on globalThis so that the setup file and the test file read one list whatever module instances they get.
const shared = globalThis as { contractMismatches?: string[] };
const mismatches: string[] = (shared.contractMismatches ??= []);

export function watchContractMismatches(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(CONTRACT_MISMATCH)) mismatches.push(message.text());
  });
}

/** Registered by the e2e project's setup file for every test file. */
export function failOnContractMismatches(): void {
  const check = () => expect(mismatches.splice(0), 'API answers that do not match their contract schema').toEqual([]);
  afterEach(check);
  afterAll(check);
}
