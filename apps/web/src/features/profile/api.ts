import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, messageResponseSchema, userSchema, type UpdateMeBody, type User } from '@stagedoor/contracts';
import { api } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { meQueryKey, setSessionUser } from '../../platform/session/session';
import { announceUserChanged } from '../../platform/session/user-changes';

const userAnswer = dataEnvelope(userSchema);

/**
 * Confirmation links are one-shot POSTs; running them as a query keyed by the token
 * sends them once per page visit, even when React mounts the page twice. A registration made with an address that
 * already had a login is confirmed by joining that login: the answer is then another user ('joined').
 */
function confirmation(kind: 'confirm-email' | 'email-change', userId: number, token: string) {
  return queryOptions({
    queryKey: ['users', userId, kind, token],
    queryFn: async (): Promise<'confirmed' | 'joined'> => {
      const { data } = await api.post(`users/${userId}/${kind}/${encodeURIComponent(token)}`, undefined, { schema: userAnswer });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      announceUserChanged();
      return data.id === userId ? 'confirmed' : 'joined';
    },
    retry: false,
    staleTime: Infinity,
  });
}

export const confirmEmailAddressQuery = (userId: number, token: string) => confirmation('confirm-email', userId, token);
export const confirmEmailChangeQuery = (userId: number, token: string) => confirmation('email-change', userId, token);

/** Names, language, time zone, an email change or a password change of the signed-in user. */
export async function updateProfile(body: UpdateMeBody): Promise<User> {
  const { data } = await api.put('users/me', body, { schema: userAnswer });
  setSessionUser(data);
  return data;
}

export async function cancelEmailChange(userId: number): Promise<User> {
  const { data } = await api.delete(`users/${userId}/email-change`, { schema: userAnswer });
  setSessionUser(data);
  return data;
}

export async function resendEmailConfirmation(userId: number): Promise<void> {
  await api.post(`users/${userId}/resend-email-confirmation`, undefined, { schema: messageResponseSchema });
}
