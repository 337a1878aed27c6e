import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  children: ReactNode;
}

export function FormModal({ opened, onClose, title, size = 'lg', children }: FormModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} closeButtonProps={{ 'aria-label': t`Close` }}>
      {children}
    </Modal>
  );
}

export function FormActions({ onCancel, loading }: { onCancel: () => void; loading: boolean }) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" loading={loading}>
        <Trans>Save</Trans>
      </Button>
    </Group>
  );
}

/** What a modal edits: nothing, a new item, or an existing one. The last target stays while the modal closes. */
export function useEditorState<T>() {
  const [opened, setOpened] = useState(false);
  const [target, setTarget] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  return {
    opened,
    target,
    /** Changes on every opening, so a form keyed by it starts afresh. */
    formKey: version,
    openNew: () => {
      setTarget(null);
      setVersion((value) => value + 1);
      setOpened(true);
    },
    openEdit: (item: T) => {
      setTarget(item);
      setVersion((value) => value + 1);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}
