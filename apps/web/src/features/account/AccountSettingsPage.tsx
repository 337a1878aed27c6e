import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { accountQuery, useSessionUser } from '../../platform/session/session';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { AccountDetails } from './AccountDetails';

/** `/account/settings` (administrators) */
export function AccountSettingsPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const account = useQuery(accountQuery(user.account_id));
  return (
    <>
      <PageHeader title={t`Account settings`} description={t`Name, contact address, currency and time zone of the account.`} />
      <QueryState query={account}>{(data) => <AccountDetails account={data} />}</QueryState>
    </>
  );
}
