import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { applyServerErrors } from '../../../platform/forms/server-errors';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../../platform/ui/notify';
import { duplicateEvent } from '../api';

interface DuplicateEventModalProps {
  event: Pick<Event, 'id' | 'title'>;
  opened: boolean;
  onClose: () => void;
}

/** Copies the event with its tickets and settings under a new title, as a draft. */
export function DuplicateEventModal({ event, opened, onClose }: DuplicateEventModalProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const original = event.title;
  const form = useForm({
    initialValues: { title: t`${original} (copy)`.slice(0, 149) },
    validate: { title: (value) => (value.trim() ? null : t`This field is required.`) },
  });

  const mutation = useMutation({
    mutationFn: (title: string) => duplicateEvent(event.id, { title: title.trim() }),
    onMutate: () => setFormError(null),
    onSuccess: (copy) => {
      const title = copy.title;
      notifySuccess(t`“${title}” was created as a draft.`);
      onClose();
      void navigate(`/manage/event/${copy.id}`);
    },
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t`Duplicate event`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values.title))}>
        <Stack>
          <Text size="sm" c="dimmed">
            <Trans>
              The copy starts as a draft with the same details, settings, cover image, documents, tickets, promo codes, capacity assignments
              and questions. Orders and attendees stay with this event.
            </Trans>
          </Text>
          <FormErrorAlert message={formError} />
          <TextInput label={t`Title of the copy`} required data-autofocus {...form.getInputProps('title')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              <Trans>Duplicate</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
