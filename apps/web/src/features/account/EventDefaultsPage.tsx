import { Card, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import { accountQuery, useSessionUser } from '../../platform/session/session';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { Detail } from '../../platform/ui/Detail';

/** `/account/event-defaults` (administrators) */
export function EventDefaultsPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const account = useQuery(accountQuery(user.account_id));
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  return (
    <>
      <PageHeader title={t`Event defaults`} description={t`Settings copied onto every new event of the account.`} />
      <QueryState query={account}>
        {({ event_defaults: defaults }) => {
          const minutes = defaults.order_timeout_in_minutes;
          return (
            <Card withBorder padding="lg">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <Detail label={t`Order timeout`}>
                  <Plural value={minutes} one="# minute" other="# minutes" />
                </Detail>
                <Detail label={t`Prices are shown`}>
                  {defaults.price_display_mode === 'INCLUSIVE' ? t`Including taxes and fees` : t`Excluding taxes and fees`}
                </Detail>
                <Detail label={t`Support email`}>{defaults.support_email ?? '—'}</Detail>
                <Detail label={t`Notify organizer of new orders`}>{yesNo(defaults.notify_organizer_of_new_orders)}</Detail>
                <Detail label={t`Show “Powered by Stagedoor” footer`}>{yesNo(defaults.show_powered_by_footer)}</Detail>
                <Detail label={t`Email footer message`}>{defaults.email_footer_message || '—'}</Detail>
              </SimpleGrid>
            </Card>
          );
        }}
      </QueryState>
    </>
  );
}
