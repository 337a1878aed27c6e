import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifySuccess } from '../../platform/ui/notify';
import { QueryState } from '../../platform/ui/QueryState';
import { organizersQuery } from '../organizers/api';
import { CreateEventForm } from './CreateEventForm';

interface CreateEventModalProps {
  opened: boolean;
  onClose: () => void;
  /** Preselects the organizer, as on an organizer's page. */
  organizerId?: string;
}

/** Creates an event and opens its management area. */
export function CreateEventModal({ opened, onClose, organizerId }: CreateEventModalProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const organizers = useQuery({ ...organizersQuery(), enabled: opened });

  return (
    <Modal opened={opened} onClose={onClose} title={t`Create event`} size="xl" closeButtonProps={{ 'aria-label': t`Close` }}>
      <QueryState query={organizers}>
        {({ data }) =>
          data.length === 0 ? (
            <Stack align="flex-start">
              <Text>
                <Trans>Every event belongs to an organizer. Create one first.</Trans>
              </Text>
              <Button component={Link} to="/welcome" onClick={onClose}>
                <Trans>Create an organizer</Trans>
              </Button>
            </Stack>
          ) : (
            <CreateEventForm
              organizers={data}
              defaultOrganizerId={organizerId}
              onCancel={onClose}
              onCreated={(event) => {
                const title = event.title;
                notifySuccess(t`“${title}” was created.`);
                onClose();
                void navigate(`/manage/event/${event.id}`);
              }}
            />
          )
        }
      </QueryState>
    </Modal>
  );
}
