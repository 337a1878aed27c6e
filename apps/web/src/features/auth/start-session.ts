import type { User } from '@stagedoor/contracts';
import { changeLocale, currentLocale } from '../../platform/i18n/i18n';
import { readLocaleCookie } from '../../platform/i18n/locale-cookie';
import { queryClient } from '../../platform/query/query-client';
import { setSessionUser } from '../../platform/session/session';

/**
 * After login, registration or an accepted invitation (the API client has already kept the token).
 * A language picked on this device wins; otherwise the one saved in the profile is used.
 */
export async function startSession(user: User): Promise<void> {
  queryClient.clear();
  setSessionUser(user);
  if (!readLocaleCookie() && user.locale !== currentLocale()) {
    await changeLocale(user.locale);
  }
}
