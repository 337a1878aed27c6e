import { sql } from 'drizzle-orm';
import { questionAnswers } from '../../platform/db/schema.js';
import { rowsOf, type Db } from '../../platform/db/client.js';

/** An answer as stored: the text, or the chosen options of a multiple choice. */
export type StoredAnswer = string | string[];

/** A list of ids as one SQL array parameter (`= any(${…}::int[])`), so that a batch is one bound value. */
export const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * The answers of one export batch to the asked questions, by order or attendee and then by question,
 * in the order they were given. `fold` makes one value of the answers an owner gave to one question
 * (an order holds its attendees' answers too).
 */
export async function batchAnswers<T>(
  db: Db,
  owner: 'order_id' | 'attendee_id',
  ownerIds: number[],
  questionIds: number[],
  fold: (known: T | undefined, answer: StoredAnswer) => T,
): Promise<Map<number, Map<number, T>>> {
  const byOwner = new Map<number, Map<number, T>>();
  if (ownerIds.length === 0 || questionIds.length === 0) return byOwner;
  const answers = rowsOf<{ owner_id: number; question_id: number; answer: StoredAnswer }>(
    await db.execute(sql`
      select ${sql.identifier(owner)} as owner_id, question_id, answer from ${questionAnswers}
      where ${sql.identifier(owner)} = any(${intArray(ownerIds)}::int[]) and question_id = any(${intArray(questionIds)}::int[])
      order by id`),
  );
  for (const answer of answers) {
    let own = byOwner.get(answer.owner_id);
    if (!own) byOwner.set(answer.owner_id, (own = new Map()));
    own.set(answer.question_id, fold(own.get(answer.question_id), answer.answer));
  }
  // Dropped now rather than at the next full collection, as keysetPages does with a batch.
  answers.length = 0;
  return byOwner;
}
