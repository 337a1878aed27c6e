import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { accountSchema, dataEnvelope, messageResponseSchema, userSchema, type Locale, type User } from '@stagedoor/contracts';
import { isApiError } from '../api/api-error';
import { api } from '../api/client';
import { clearToken, getToken } from '../api/token';
import { queryClient } from '../query/query-client';

export const meQueryKey = ['users', 'me'] as const;
const userAnswer = dataEnvelope(userSchema);
const accountAnswer = dataEnvelope(accountSchema);

/** The signed-in user. A 401 is handled by the caller (the management loader redirects). */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => api.get('users/me', { signal, authRedirect: false, schema: userAnswer }).then((r) => r.data),
});

export function accountQuery(accountId: number) {
  return queryOptions({
    queryKey: ['accounts', accountId],
    queryFn: ({ signal }) => api.get(`accounts/${accountId}`, { signal, schema: accountAnswer }).then((r) => r.data),
  });
}

/** For pages inside the management layout, whose loader has already fetched the user. */
export function useSessionUser(): User {
  return useSuspenseQuery(meQuery).data;
}

export function cachedSessionUser(): User | undefined {
  return queryClient.getQueryData(meQueryKey);
}

export function setSessionUser(user: User): void {
  queryClient.setQueryData(meQueryKey, user);
}

export function isAdmin(user: Pick<User, 'role'>): boolean {
  return user.role === 'ADMIN';
}

/**
 * Keeps the profile language (used for emails) in step with the language switcher while signed in.
 * On public pages a stored token may have expired; that is no reason to send anyone to the login page.
 */
export async function saveProfileLocale(locale: Locale): Promise<void> {
  const user = cachedSessionUser();
  if (user?.locale === locale || (!user && !getToken())) return;
  try {
    const { data } = await api.put('users/me', { locale }, { authRedirect: false, schema: userAnswer });
    setSessionUser(data);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

/** Ends the session on the server when possible; locally it always ends. */
export async function logout(): Promise<void> {
  try {
    await api.post('auth/logout', undefined, { authRedirect: false, schema: messageResponseSchema });
  } catch {
    // An expired token or a network error: forgetting the token is enough.
  } finally {
    clearToken();
  }
}

export function clearSessionData(): void {
  queryClient.clear();
}
