import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountQuery, isAdmin, useSessionUser } from '../../platform/session/session';
import { IconSettings } from '../../platform/ui/icons';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { AccountDetails } from './AccountDetails';
import { AccountOrganizers } from './AccountOrganizers';

/** `/manage/account` */
export function AccountPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const account = useQuery(accountQuery(user.account_id));
  return (
    <>
      <PageHeader
        title={t`Account`}
        description={t`The organization your events and users belong to.`}
        actions={
          isAdmin(user) && (
            <Button component={Link} to="/account/settings" variant="light" leftSection={<IconSettings />}>
              <Trans>Account settings</Trans>
            </Button>
          )
        }
      />
      <QueryState query={account}>{(data) => <AccountDetails account={data} />}</QueryState>
      <AccountOrganizers />
    </>
  );
}
