import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { accountUsers, users } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import type { MembershipRow, UserRow } from './present-user.js';
import { inAccount } from '../../platform/auth/scope.js';

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
    .where(inAccount(accountUsers, accountId, eq(accountUsers.userId, userId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
