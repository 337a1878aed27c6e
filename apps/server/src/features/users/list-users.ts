import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../platform/context.js';
import { accountUsers, users } from '../../platform/db/schema.js';
import { listMeta, planList, type ListSpec } from '../../platform/http/list.js';
import { presentMember } from './present-user.js';
import { inAccount } from '../../platform/auth/scope.js';

/** What the list shows of a member: the inviter's typing until the invitation is accepted (presentMember). */
const shown = (own: AnyPgColumn, invited: AnyPgColumn): SQL =>
  sql`(CASE WHEN ${accountUsers.status} = 'INVITED' THEN coalesce(${invited}, ${own}) ELSE ${own} END)`;
const firstName = shown(users.firstName, accountUsers.invitedFirstName);
const lastName = shown(users.lastName, accountUsers.invitedLastName);
const email = shown(users.email, accountUsers.invitedEmail);

export const USER_LIST: ListSpec = {
  sortable: {
    first_name: firstName,
    last_name: lastName,
    email,
    role: accountUsers.role,
    status: accountUsers.status,
    created_at: accountUsers.createdAt,
    last_login_at: accountUsers.lastLoginAt,
  },
  filterable: {
    role: { column: accountUsers.role, type: 'string' },
    status: { column: accountUsers.status, type: 'string' },
  },
  searchable: [firstName, lastName, email],
  defaultSort: { field: 'created_at', direction: 'asc' },
  tieBreaker: users.id,
};

/** The account's members as `viewerId` may see them (presentMember). */
export async function listUsers(ctx: AppContext, accountId: number, viewerId: number, query: Record<string, unknown>) {
  const plan = planList(query, USER_LIST);
  const condition = inAccount(accountUsers, accountId, plan.where);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ user: users, membership: accountUsers })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(condition)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ value: count() }).from(accountUsers).innerJoin(users, eq(users.id, accountUsers.userId)).where(condition),
  ]);
  return { data: rows.map((row) => presentMember(row.user, row.membership, viewerId)), meta: listMeta(plan, total?.value ?? 0) };
}
