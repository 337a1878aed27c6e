import type { Role } from '@stagedoor/contracts';
import { forbidden } from '../errors.js';
import type { AuthContext } from './context.js';

/**
 * What each role may do (SPEC §6). ORGANIZER manages events and tickets only;
 * ADMIN also manages users, account settings, taxes and fees, and billing.
 */
export const ABILITIES = {
  manageEvents: ['ADMIN', 'ORGANIZER'],
  manageOrganizers: ['ADMIN', 'ORGANIZER'],
  viewAccount: ['ADMIN', 'ORGANIZER'],
  manageAccount: ['ADMIN'],
  manageUsers: ['ADMIN'],
  manageBilling: ['ADMIN'],
  manageTaxesAndFees: ['ADMIN'],
  manageIntegrations: ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

export type Ability = keyof typeof ABILITIES;

export function can(auth: Pick<AuthContext, 'role'>, ability: Ability): boolean {
  return (ABILITIES[ability] as readonly Role[]).includes(auth.role);
}

/** Throws 403 unless the caller's role grants the ability. */
export function authorize(auth: AuthContext, ability: Ability): void {
  if (!can(auth, ability)) throw forbidden();
}
