import type { Account, UpdateAccountBody } from '@stagedoor/contracts';
import { api, type Envelope } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { accountQuery } from '../../platform/session/session';

/** Settings and event defaults of the account (administrators). */
export async function updateAccount(accountId: number, body: UpdateAccountBody): Promise<Account> {
  const { data } = await api.put<Envelope<Account>>(`accounts/${accountId}`, body);
  queryClient.setQueryData(accountQuery(accountId).queryKey, data);
  return data;
}
