import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { accountUsers, users } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import type { MembershipRow, UserRow } from './present-user.js';

export interface Member {
  user: UserRow;
  membership: MembershipRow;
}

/** A user of the given account; users of other accounts answer 404. */
export async function loadMember(db: Db, accountId: number, userId: number, options: { forUpdate?: boolean } = {}): Promise<Member> {
  const query = db
    .select({ user: users, membership: accountUsers })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
