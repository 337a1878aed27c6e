import { Outlet } from 'react-router';
import { DeniedState } from '../../../features/errors/DeniedState';
import { isAdmin, useSessionUser } from '../../../platform/session/session';

/** SPEC §6: account settings, users, taxes and billing are for administrators only. */
export function AdminOnly() {
  const user = useSessionUser();
  return isAdmin(user) ? <Outlet /> : <DeniedState />;
}
