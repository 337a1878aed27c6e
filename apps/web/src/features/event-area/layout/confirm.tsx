import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { t } from '@lingui/core/macro';

interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
}

/** A keyboard-usable confirmation dialog; Escape and Cancel leave everything as it was. */
export function confirmAction({ title, message, confirmLabel, danger, onConfirm }: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: t`Cancel` },
    confirmProps: danger ? { color: 'red' } : {},
    closeButtonProps: { 'aria-label': t`Close` },
    onConfirm,
  });
}
