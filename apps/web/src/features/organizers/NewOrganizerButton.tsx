import { Button, Modal, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '../../platform/ui/icons';
import { NewOrganizerForm } from './NewOrganizerForm';

/** "New organizer": a dialog with the organizer form; the new organizer's page opens once it exists. */
export function NewOrganizerButton(buttonProps: ButtonProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconPlus />} {...buttonProps} onClick={modal.open}>
        <Trans>New organizer</Trans>
      </Button>
      <Modal opened={opened} onClose={modal.close} title={t`New organizer`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
        <NewOrganizerForm
          autoFocus
          onCancel={modal.close}
          onCreated={(organizer) => {
            modal.close();
            void navigate(`/manage/organizer/${organizer.id}/events`);
          }}
        />
      </Modal>
    </>
  );
}
