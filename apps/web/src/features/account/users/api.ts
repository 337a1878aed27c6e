import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  dataEnvelope,
  DEFAULT_PAGE_SIZE,
  listEnvelope,
  messageResponseSchema,
  userSchema,
  type InviteUserBody,
  type Role,
  type UpdateUserBody,
  type User,
  type UserStatus,
} from '@stagedoor/contracts';
import { api } from '../../../platform/api/client';
import { queryClient } from '../../../platform/query/query-client';

/** Separate from the signed-in user's `['users', 'me']`, so list changes do not refetch the session. */
const usersListKey = ['users', 'list'] as const;
const usersAnswer = listEnvelope(userSchema);
const userAnswer = dataEnvelope(userSchema);

export interface UsersListParams {
  query: string;
  role: Role | null;
  status: UserStatus | null;
  page: number;
}

export function usersListQuery(params: UsersListParams) {
  return queryOptions({
    queryKey: [...usersListKey, params],
    queryFn: ({ signal }) =>
      api.get('users', {
        signal,
        schema: usersAnswer,
        query: {
          page: params.page,
          per_page: DEFAULT_PAGE_SIZE,
          query: params.query,
          'filter_fields[role][eq]': params.role,
          'filter_fields[status][eq]': params.status,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

async function refreshList(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: usersListKey });
}

export async function inviteUser(body: InviteUserBody): Promise<User> {
  const { data } = await api.post('users', body, { schema: userAnswer });
  await refreshList();
  return data;
}

export async function updateMember(userId: number, body: UpdateUserBody): Promise<User> {
  const { data } = await api.put(`users/${userId}`, body, { schema: userAnswer });
  await refreshList();
  return data;
}

export async function resendInvitation(userId: number): Promise<void> {
  await api.post(`users/${userId}/invitation`, undefined, { schema: messageResponseSchema });
}

export async function revokeInvitation(userId: number): Promise<void> {
  await api.delete(`users/${userId}/invitation`, { schema: messageResponseSchema });
  await refreshList();
}
