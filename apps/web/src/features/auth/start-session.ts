import type { User } from '@stagedoor/contracts';
import { queryClient } from '../../platform/query/query-client';
import { setSessionUser } from '../../platform/session/session';

/**
 * After login, registration or an accepted invitation (the API client has already kept the token):
 * nothing cached for a previous session survives, and the new user is known without another request.
 */
export function startSession(user: User): void {
  queryClient.clear();
  setSessionUser(user);
}
