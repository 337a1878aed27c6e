import { MAX_DATES_PER_EVENT, type GenerateDatesInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { eventDates } from '../../platform/db/schema.js';
import { fieldError } from '../../platform/errors.js';
import { followDates } from '../events/event-span.js';
import { expandRule } from '../event-dates/expand-rule.js';
import { countDates, lockEventForDates } from './save-date.js';

/** Rows per insert: a thousand dates go in a few statements. */
const BATCH = 500;

/** Adds the dates of a rule (expand-rule.ts) to an event; answers how many were created. */
export async function generateDates(ctx: AppContext, accountId: number, eventId: number, input: GenerateDatesInput): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const event = await lockEventForDates(tx, accountId, eventId);
    const planned = expandRule(input, event);
    if (planned.length === 0) return 0;
    if ((await countDates(tx, eventId)) + planned.length > MAX_DATES_PER_EVENT) throw fieldError('rrule', 'validation.too_many_dates');
    const label = input.label || null;
    for (let index = 0; index < planned.length; index += BATCH) {
      await tx.insert(eventDates).values(planned.slice(index, index + BATCH).map((date) => ({ accountId, eventId, ...date, label })));
    }
    await followDates(tx, eventId);
    return planned.length;
  });
}
