import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { t } from '@lingui/core/macro';
import { modals } from '@mantine/modals';

/** Asks before leaving the editor, by a link or by closing the page, while the plan has unsaved changes. */
export function useUnsavedWarning(dirty: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Closing the question without an answer is staying.
    let answered = false;
    modals.openConfirmModal({
      title: t`Leave without saving?`,
      children: t`The changes to this seating plan are not saved.`,
      labels: { confirm: t`Leave`, cancel: t`Stay` },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t`Close` },
      onConfirm: () => {
        answered = true;
        blocker.proceed();
      },
      onCancel: () => {
        answered = true;
        blocker.reset();
      },
      onClose: () => {
        if (!answered) blocker.reset();
      },
    });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
