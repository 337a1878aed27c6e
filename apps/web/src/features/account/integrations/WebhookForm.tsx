import { useState } from 'react';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { WEBHOOK_EVENT_TYPES, type CreatedWebhook, type Webhook, type WebhookEventType } from '@stagedoor/contracts';
import { applyServerErrors } from '../../../platform/forms/server-errors';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { createWebhook, eventChoicesQuery, updateWebhook } from './api';
import { useIntegrationLabels } from './labels';

interface WebhookValues {
  url: string;
  event_types: WebhookEventType[];
  event_id: string | null;
  description: string;
}

/** Creates a webhook (onCreated gets its secret) or edits one. */
export function WebhookForm({
  accountId,
  webhook,
  onSaved,
}: {
  accountId: number;
  webhook?: Webhook;
  onSaved: (created: CreatedWebhook | null) => void;
}) {
  const { t } = useLingui();
  const labels = useIntegrationLabels();
  const events = useQuery(eventChoicesQuery());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WebhookValues>({
    initialValues: {
      url: webhook?.url ?? '',
      event_types: webhook?.event_types ?? ['order.completed'],
      event_id: webhook?.event_id ? String(webhook.event_id) : null,
      description: webhook?.description ?? '',
    },
  });
  const mutation = useMutation({
    mutationFn: async (values: WebhookValues) => {
      const body = {
        url: values.url,
        event_types: values.event_types,
        event_id: values.event_id ? Number(values.event_id) : null,
        description: values.description || null,
      };
      if (webhook) {
        await updateWebhook(accountId, webhook.id, body);
        return null;
      }
      return createWebhook(accountId, body);
    },
    onMutate: () => setFormError(null),
    onSuccess: onSaved,
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });
  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack>
        <FormErrorAlert message={formError} />
        <TextInput type="url" label={t`Endpoint URL`} placeholder="https://example.com/stagedoor" required {...form.getInputProps('url')} />
        <Checkbox.Group label={t`Events to send`} {...form.getInputProps('event_types')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={labels.type(type)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Select
          label={t`Only for this event`}
          placeholder={t`All events`}
          clearable
          data={(events.data ?? []).map((event) => ({ value: String(event.id), label: event.title }))}
          {...form.getInputProps('event_id')}
        />
        <Textarea label={t`Description`} autosize minRows={2} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {webhook ? <Trans>Save webhook</Trans> : <Trans>Create webhook</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
