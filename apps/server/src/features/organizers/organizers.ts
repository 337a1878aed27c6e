import { count, eq } from 'drizzle-orm';
import type { CreateOrganizerBody, UpdateOrganizerBody } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { accounts, organizers } from '../../platform/db/schema.js';
import { findInAccount, inAccount } from '../../platform/auth/scope.js';
import { imagesOf } from '../../platform/images/images.js';
import { listMeta, planList, type ListSpec } from '../../platform/http/list.js';
import { ORGANIZER_ENTITY, presentOrganizer } from './present-organizer.js';

export const ORGANIZER_LIST: ListSpec = {
  sortable: { name: organizers.name, email: organizers.email, created_at: organizers.createdAt },
  filterable: { currency: { column: organizers.currency, type: 'string' } },
  searchable: [organizers.name, organizers.email],
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: organizers.id,
};

export async function listOrganizers(ctx: AppContext, accountId: number, query: Record<string, unknown>) {
  const plan = planList(query, ORGANIZER_LIST);
  const where = inAccount(organizers, accountId, plan.where);
  const rows = await ctx.db
    .select()
    .from(organizers)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await ctx.db.select({ value: count() }).from(organizers).where(where);
  const images = await imagesOf(
    ctx.db,
    ORGANIZER_ENTITY,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => presentOrganizer(ctx.storage, row, images)), meta: listMeta(plan, total?.value ?? 0) };
}

export async function getOrganizer(ctx: AppContext, accountId: number, id: number) {
  const row = await findInAccount(ctx.db, organizers, accountId, id);
  return presentOrganizer(ctx.storage, row, await imagesOf(ctx.db, ORGANIZER_ENTITY, [row.id]));
}

/** New organizers take the account's currency and time zone unless given. */
export async function createOrganizer(ctx: AppContext, accountId: number, body: CreateOrganizerBody) {
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId));
  const [row] = await ctx.db
    .insert(organizers)
    .values({
      accountId,
      name: body.name,
      email: body.email,
      description: body.description ?? null,
      website: body.website ?? null,
      currency: body.currency ?? account?.currencyCode ?? 'EUR',
      timezone: body.timezone ?? account?.timezone ?? 'UTC',
    })
    .returning();
  return presentOrganizer(ctx.storage, row!, []);
}

export async function updateOrganizer(ctx: AppContext, accountId: number, id: number, body: UpdateOrganizerBody) {
  await findInAccount(ctx.db, organizers, accountId, id);
  const changes = Object.fromEntries(
    Object.entries({
      name: body.name,
      email: body.email,
      description: body.description,
      website: body.website,
      currency: body.currency,
      timezone: body.timezone,
    }).filter(([, value]) => value !== undefined),
  );
  await ctx.db
    .update(organizers)
    .set({ ...changes, updatedAt: new Date() })
    .where(inAccount(organizers, accountId, eq(organizers.id, id)));
  return getOrganizer(ctx, accountId, id);
}
