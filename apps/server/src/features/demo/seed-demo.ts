import { count, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { accounts, accountUsers, organizers, users } from '../../platform/db/schema.js';
import { hashPassword } from '../../platform/auth/passwords.js';

/** Documented in README: log in with these on a fresh install. */
export const DEMO_EMAIL = 'demo@stagedoor.local';
export const DEMO_PASSWORD = 'stagedoor-demo';
const SEED_LOCK_KEY = 7_314_003;

/**
 * Fills an empty database with a demo account, its confirmed owner and an organizer.
 * A database that already holds an account is never touched.
 */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = await ctx.db.transaction(async (tx) => {
    // Several processes may start at once on PostgreSQL: one seeds, the others see its account.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ value: count() }).from(accounts);
    if ((existing?.value ?? 0) > 0) return false;
    const [user] = await tx
      .insert(users)
      .values({ email: DEMO_EMAIL, passwordHash, firstName: 'Demo', lastName: 'Organizer', emailVerifiedAt: new Date(), timezone: 'Europe/Berlin' })
      .returning();
    const [account] = await tx
      .insert(accounts)
      .values({ name: 'Stagedoor Demo', email: DEMO_EMAIL, currencyCode: 'EUR', timezone: 'Europe/Berlin', ownerUserId: user!.id })
      .returning();
    await tx.insert(accountUsers).values({ accountId: account!.id, userId: user!.id, role: 'ADMIN', status: 'ACTIVE', isAccountOwner: true });
    await tx.insert(organizers).values({
      accountId: account!.id,
      name: 'Stagedoor Live',
      email: DEMO_EMAIL,
      description: 'Concerts, talks and festivals: the demo organizer of this Stagedoor installation.',
      website: 'https://example.com',
      currency: 'EUR',
      timezone: 'Europe/Berlin',
    });
    return true;
  });
  if (seeded) ctx.logger.info(`Demo account created: log in as ${DEMO_EMAIL} with the password ${DEMO_PASSWORD}`);
  return seeded;
}
