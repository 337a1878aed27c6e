import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useSessionUser } from '../../platform/session/session';
import { ConfirmationResult } from './ConfirmationResult';
import { confirmEmailAddressQuery } from './api';

/** `/manage/profile/confirm-email-address/:token` */
export function ConfirmEmailAddressPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const user = useSessionUser();
  const query = useQuery(confirmEmailAddressQuery(user.id, token));
  return (
    <ConfirmationResult
      query={query}
      successTitle={t`Your email address is confirmed`}
      successDescription={t`Thank you. You can now publish events and send messages to attendees.`}
      failureTitle={t`The email address could not be confirmed`}
    />
  );
}
