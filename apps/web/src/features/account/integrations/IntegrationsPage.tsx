import { Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSessionUser } from '../../../platform/session/session';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { ApiTokensSection } from './ApiTokensSection';
import { WebhooksSection } from './WebhooksSection';

/** `/account/integrations` (administrators): API tokens and webhooks (docs/integrations.md). */
export function IntegrationsPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  return (
    <>
      <PageHeader
        title={t`Integrations`}
        description={t`Connect other systems: API tokens for calling Stagedoor, webhooks for being told what happened.`}
      />
      <Stack gap="lg" maw={1000}>
        <ApiTokensSection accountId={user.account_id} />
        <WebhooksSection accountId={user.account_id} />
      </Stack>
    </>
  );
}
