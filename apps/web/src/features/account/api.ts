import { accountSchema, dataEnvelope, type Account, type UpdateAccountBody } from '@stagedoor/contracts';
import { api } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { accountQuery } from '../../platform/session/session';

const accountAnswer = dataEnvelope(accountSchema);

/** Settings and event defaults of the account (administrators). */
export async function updateAccount(accountId: number, body: UpdateAccountBody): Promise<Account> {
  const { data } = await api.put(`accounts/${accountId}`, body, { schema: accountAnswer });
  queryClient.setQueryData(accountQuery(accountId).queryKey, data);
  return data;
}
