import { useState } from 'react';
import { Button, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { inviteUserBodySchema, type Role } from '@stagedoor/contracts';
import { applyServerErrors } from '../../../platform/forms/server-errors';
import { schemaErrors } from '../../../platform/forms/validation';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../../platform/ui/notify';
import { inviteUser } from './api';
import { useUserLabels } from './labels';

interface InviteValues {
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
}

function InviteUserForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const labels = useUserLabels();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InviteValues>({
    mode: 'uncontrolled',
    initialValues: { first_name: '', last_name: '', email: '', role: 'ORGANIZER' },
    validate: (values) => schemaErrors(inviteUserBodySchema, values),
  });

  const mutation = useMutation({
    mutationFn: inviteUser,
    onMutate: () => setFormError(null),
    onSuccess: (user) => {
      const email = user.email;
      notifySuccess(t`We sent an invitation to ${email}.`);
      onClose();
    },
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack>
        <FormErrorAlert message={formError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t`First name`} required data-autofocus key={form.key('first_name')} {...form.getInputProps('first_name')} />
          <TextInput label={t`Last name`} key={form.key('last_name')} {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label={t`Email`} type="email" required key={form.key('email')} {...form.getInputProps('email')} />
        <Radio.Group label={t`Role`} required key={form.key('role')} {...form.getInputProps('role')}>
          <Stack gap="sm" mt="xs">
            <Radio value="ADMIN" label={labels.role.ADMIN} description={t`Full access to events, account settings, users and billing.`} />
            <Radio
              value="ORGANIZER"
              label={labels.role.ORGANIZER}
              description={t`Manages events and tickets, but not users, account settings or billing.`}
            />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            <Trans>Send invitation</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The invited person gets an email with a link to set their password and join the account. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Invite user`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      <InviteUserForm onClose={onClose} />
    </Modal>
  );
}
