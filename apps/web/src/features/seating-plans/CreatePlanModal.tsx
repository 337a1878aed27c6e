import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../platform/api/error-message';
import { useCreateSeatingPlan } from './api';
import { emptyLayout } from './layout-ops';

/** Names a new plan, creates it with one section and one category, and opens it in the editor. */
export function CreatePlanModal({ accountId, opened, onClose }: { accountId: number; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateSeatingPlan(accountId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!name.trim()) {
      setError(t`This field is required.`);
      return;
    }
    setError(null);
    const layout = emptyLayout(t`Main floor`, { id: 'cat-1', name: t`Standard`, color: '#1c7ed6' });
    create.mutate(
      { name: name.trim(), layout },
      {
        onSuccess: (plan) => void navigate(`/account/seating-plans/${plan.id}`),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`New seating plan`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label={t`Name`}
            description={t`The venue or room, as organizers will recognise it.`}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            required
            data-autofocus
          />
          {create.isError && !error && <Alert color="red">{errorMessage(create.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Create and draw</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
