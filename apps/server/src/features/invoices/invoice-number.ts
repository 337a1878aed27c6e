import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';

/** `PREFIX-000001`: the organizer's prefix and its running number, six digits at least. */
export function invoiceNumberText(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The organizer's next number, taken in the caller's transaction (docs/invoice-numbering.md). The counter row's
 * lock is held until that transaction ends: a second issuer waits for it and then reads the incremented value, and
 * a rollback gives the number back with everything else, so numbers have no gap and no duplicate.
 *
 * `unsafeLatestPlusOne` is the race test's control only: it numbers "latest + 1" without a lock, as invoicing
 * systems that hand out duplicates do.
 */
export async function takeInvoiceNumber(tx: Db, organizerId: number, options: { unsafeLatestPlusOne?: boolean } = {}): Promise<number> {
  if (options.unsafeLatestPlusOne) {
    const result = await tx.execute(
      sql`select coalesce(max(sequence), 0) + 1 as sequence from invoices where organizer_id = ${organizerId}`,
    );
    return Number(rowsOf<{ sequence: number }>(result)[0]!.sequence);
  }
  const result = await tx.execute(sql`
    insert into invoice_counters (organizer_id, next_number) values (${organizerId}, 2)
    on conflict (organizer_id) do update set next_number = invoice_counters.next_number + 1
    returning next_number - 1 as sequence`);
  return Number(rowsOf<{ sequence: number }>(result)[0]!.sequence);
}
