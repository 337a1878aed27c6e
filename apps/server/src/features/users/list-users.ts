import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { accountUsers, users } from '../../platform/db/schema.js';
import { listMeta, planList, type ListSpec } from '../../platform/http/list.js';
import { presentUser } from './present-user.js';

const USER_LIST: ListSpec = {
  sortable: {
    first_name: users.firstName,
    last_name: users.lastName,
    email: users.email,
    role: accountUsers.role,
    status: accountUsers.status,
    created_at: accountUsers.createdAt,
    last_login_at: accountUsers.lastLoginAt,
  },
  filterable: {
    role: { column: accountUsers.role, type: 'string' },
    status: { column: accountUsers.status, type: 'string' },
  },
  searchable: [users.firstName, users.lastName, users.email],
  defaultSort: { field: 'created_at', direction: 'asc' },
  tieBreaker: users.id,
};

export async function listUsers(ctx: AppContext, accountId: number, query: Record<string, unknown>) {
  const plan = planList(query, USER_LIST);
  const condition = and(eq(accountUsers.accountId, accountId), plan.where);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ user: users, membership: accountUsers })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(condition)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db
      .select({ value: count() })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(condition),
  ]);
  return { data: rows.map((row) => presentUser(row.user, row.membership)), meta: listMeta(plan, total?.value ?? 0) };
}
