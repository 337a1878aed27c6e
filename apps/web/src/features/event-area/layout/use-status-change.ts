import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Event, EventStatus } from '@stagedoor/contracts';
import { isApiError } from '../../../platform/api/api-error';
import { notifyFailure, notifySuccess } from '../../../platform/ui/notify';
import { changeEventStatus } from '../api';
import { confirmAction } from '../../../platform/ui/confirm';
import { openEmailNotVerifiedDialog } from './EmailNotVerifiedNotice';

/**
 * The lifecycle moves of SPEC §4: go live (confirmed first), back to draft, archive, and
 * restore, which returns an archived event to draft.
 */
export function useStatusChange(event: Pick<Event, 'id' | 'title'>) {
  const { t } = useLingui();
  const title = event.title;
  const mutation = useMutation({
    mutationFn: (status: EventStatus) => changeEventStatus(event.id, status),
    onSuccess: (updated) => {
      const messages: Record<EventStatus, string> = {
        LIVE: t`“${title}” is live.`,
        DRAFT: t`“${title}” is a draft again.`,
        ARCHIVED: t`“${title}” was archived.`,
      };
      notifySuccess(messages[updated.status]);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
        openEmailNotVerifiedDialog(t`Confirm your email address to go live`);
      } else {
        notifyFailure(isApiError(error) ? error.message : t`The event status could not be updated.`);
      }
    },
  });

  const goLive = () =>
    confirmAction({
      title: t`Go live?`,
      message: t`The event page becomes public and buyers can order tickets straight away.`,
      confirmLabel: t`Go live`,
      onConfirm: () => mutation.mutate('LIVE'),
    });
  const archive = () =>
    confirmAction({
      title: t`Archive this event?`,
      message: t`Its page goes offline and it moves to the Archived tab. You can restore it later.`,
      confirmLabel: t`Archive`,
      onConfirm: () => mutation.mutate('ARCHIVED'),
    });

  return {
    goLive,
    archive,
    backToDraft: () =>
      confirmAction({
        title: t`Return to draft?`,
        message: t`The event page goes offline until the event is live again. Existing orders are kept.`,
        confirmLabel: t`Back to draft`,
        onConfirm: () => mutation.mutate('DRAFT'),
      }),
    restore: () => mutation.mutate('DRAFT'),
    pending: mutation.isPending,
  };
}
