import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { IconChevronDown, IconExternalLink } from '../../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { deleteEvent, forgetEvent } from '../api';
import { publicEventPath } from '../use-event';
import { confirmAction } from '../../../platform/ui/confirm';
import { DuplicateEventModal } from './DuplicateEventModal';
import { useStatusChange } from './use-status-change';

/** The header's actions: view the public page, move through the lifecycle, duplicate, delete. */
export function EventActions({ event }: { event: Event }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const status = useStatusChange(event);
  const [duplicating, duplicate] = useDisclosure(false);
  const title = event.title;

  const remove = useMutation({
    mutationFn: () => deleteEvent(event.id),
    onSuccess: async () => {
      notifySuccess(t`“${title}” was deleted.`);
      await navigate('/manage/events');
      forgetEvent(event.id);
    },
    onError: notifyError,
  });
  const confirmDelete = () =>
    confirmAction({
      title: t`Delete this event?`,
      message: t`The event and everything that belongs to it are removed for good. This cannot be undone.`,
      confirmLabel: t`Delete event`,
      danger: true,
      onConfirm: () => remove.mutate(),
    });

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component="a"
        href={publicEventPath(event)}
        target="_blank"
        rel="noopener"
        variant="default"
        rightSection={<IconExternalLink size={16} />}
      >
        <Trans>View event page</Trans>
      </Button>
      {event.status === 'DRAFT' && (
        <Button onClick={status.goLive} loading={status.pending}>
          <Trans>Go live</Trans>
        </Button>
      )}
      {event.status === 'ARCHIVED' && (
        <Button onClick={status.restore} loading={status.pending}>
          <Trans>Restore</Trans>
        </Button>
      )}
      <Menu position="bottom-end" shadow="md" withinPortal={false}>
        <Menu.Target>
          <ActionIcon variant="default" size={36} aria-label={t`More actions`} loading={remove.isPending}>
            <IconChevronDown />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {event.status === 'LIVE' && <Menu.Item onClick={status.backToDraft}>{t`Back to draft`}</Menu.Item>}
          {event.status !== 'ARCHIVED' && <Menu.Item onClick={status.archive}>{t`Archive`}</Menu.Item>}
          <Menu.Item onClick={duplicate.open}>{t`Duplicate`}</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" c="var(--mantine-color-red-light-color)" onClick={confirmDelete}>
            {t`Delete`}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DuplicateEventModal key={event.title} event={event} opened={duplicating} onClose={duplicate.close} />
    </Group>
  );
}
