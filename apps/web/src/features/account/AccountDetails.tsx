import { Card, SimpleGrid } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Account } from '@stagedoor/contracts';
import { Detail } from '../../platform/ui/Detail';

export function AccountDetails({ account }: { account: Account }) {
  const { t } = useLingui();
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Detail label={t`Account name`}>{account.name}</Detail>
        <Detail label={t`Email`}>{account.email}</Detail>
        <Detail label={t`Currency`}>{account.currency_code}</Detail>
        <Detail label={t`Time zone`}>{account.timezone}</Detail>
      </SimpleGrid>
    </Card>
  );
}
