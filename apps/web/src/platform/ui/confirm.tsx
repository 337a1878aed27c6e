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

/** A yes-or-no question in a modal; the answer's button says what it does. */
export function confirmAction({ title, message, confirmLabel, danger = false, onConfirm }: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: t`Cancel` },
    // White on Mantine's default red is 3.3:1; on red.9 it passes WCAG AA (axe color-contrast).
    confirmProps: danger ? { color: 'red.9' } : {},
    closeButtonProps: { 'aria-label': t`Close` },
    onConfirm,
  });
}

export function confirmDeletion(options: { title: string; message: string; onConfirm: () => void }): void {
  confirmAction({ ...options, confirmLabel: t`Delete`, danger: true });
}
