import { useState } from 'react';
import { Badge, Button, Card, Checkbox, Group, Modal, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_SCOPES, type ApiScope, type CreatedApiToken } from '@stagedoor/contracts';
import { applyServerErrors } from '../../../platform/forms/server-errors';
import { confirmAction } from '../../../platform/ui/confirm';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { QueryState } from '../../../platform/ui/QueryState';
import { apiTokensQuery, createApiToken, revokeApiToken } from './api';
import { SecretOnce } from './SecretOnce';
import { useIntegrationLabels } from './labels';

interface TokenValues {
  name: string;
  scopes: ApiScope[];
  expires_on: string;
}

function CreateTokenForm({ accountId, onCreated }: { accountId: number; onCreated: (token: CreatedApiToken) => void }) {
  const { t } = useLingui();
  const labels = useIntegrationLabels();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TokenValues>({ initialValues: { name: '', scopes: ['events:read'], expires_on: '' } });
  const mutation = useMutation({
    mutationFn: (values: TokenValues) =>
      createApiToken(accountId, {
        name: values.name,
        scopes: values.scopes,
        expires_at: values.expires_on ? new Date(`${values.expires_on}T23:59:59`).toISOString() : null,
      }),
    onMutate: () => setFormError(null),
    onSuccess: onCreated,
    onError: (error) => setFormError(applyServerErrors(form, error, { expires_at: 'expires_on' })),
  });
  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack>
        <FormErrorAlert message={formError} />
        <TextInput
          label={t`Name`}
          description={t`What the token is for, such as the system that uses it.`}
          required
          {...form.getInputProps('name')}
        />
        <Checkbox.Group label={t`Scopes`} {...form.getInputProps('scopes')}>
          <Stack gap="xs" mt="xs">
            {API_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={labels.scope(scope)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          type="date"
          label={t`Expires on`}
          description={t`Leave empty for a token that does not expire.`}
          {...form.getInputProps('expires_on')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            <Trans>Create token</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Tokens for other systems: created with scopes, shown once, listed with when they were last used, revoked. */
export function ApiTokensSection({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const tokens = useQuery(apiTokensQuery(accountId));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const date = (value: string | null) => (value ? i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const revoke = (id: number, name: string) =>
    confirmAction({
      title: t`Revoke token`,
      message: t`Systems using “${name}” lose access at once.`,
      confirmLabel: t`Revoke`,
      danger: true,
      onConfirm: () => void revokeApiToken(accountId, id).then(() => notifySuccess(t`Token revoked`), notifyError),
    });
  return (
    <Card withBorder component="section" aria-labelledby="api-tokens-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3" id="api-tokens-title">
            <Trans>API tokens</Trans>
          </Title>
          <Button onClick={() => setCreating(true)}>
            <Trans>New token</Trans>
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>A token lets another system use the API for this account, within its scopes. Send it as “Authorization: Bearer …”.</Trans>
        </Text>
        {created && <SecretOnce label={t`Your new token`} secret={created.token} onDone={() => setCreated(null)} />}
        <QueryState query={tokens}>
          {(rows) =>
            rows.length === 0 ? (
              <Text size="sm">
                <Trans>No tokens yet.</Trans>
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={600}>
                <Table mod="sticky-actions">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Name`}</Table.Th>
                      <Table.Th>{t`Scopes`}</Table.Th>
                      <Table.Th>{t`Created by`}</Table.Th>
                      <Table.Th>{t`Expires`}</Table.Th>
                      <Table.Th>{t`Last used`}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t`Actions`}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((token) => (
                      <Table.Tr key={token.id}>
                        <Table.Td>{token.name}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {token.scopes.map((scope) => (
                              <Badge key={scope} variant="light" tt="none">
                                {scope}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                        <Table.Td>{token.created_by ? token.created_by.name || token.created_by.email : t`Deleted user`}</Table.Td>
                        <Table.Td>{token.expires_at ? date(token.expires_at) : t`Never`}</Table.Td>
                        <Table.Td>{token.last_used_at ? date(token.last_used_at) : t`Not used yet`}</Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => revoke(token.id, token.name)}
                            aria-label={t`Revoke ${token.name}`}
                          >
                            <Trans>Revoke</Trans>
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Stack>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t`New API token`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <CreateTokenForm
          accountId={accountId}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
        />
      </Modal>
    </Card>
  );
}
