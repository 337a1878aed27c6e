import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema.js';

/**
 * The condition that finds the login holding an address. A registration made with an address that already had a
 * login creates a user who does not hold it (`owns_email` false, docs/registration.md): logins, resets, invitations
 * and the taken-address checks never see that user.
 */
export function holdsAddress(email: string) {
  return and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.ownsEmail, true));
}
