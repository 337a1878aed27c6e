import { useState } from 'react';
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
  // The user the link was opened as: joining a login changes the session's user, and the link must not run again.
  const [userId] = useState(useSessionUser().id);
  const query = useQuery(confirmEmailAddressQuery(userId, token));
  const joined = query.data === 'joined';
  return (
    <ConfirmationResult
      query={query}
      successTitle={joined ? t`The account is added to your login` : t`Your email address is confirmed`}
      successDescription={
        joined
          ? t`This address already had a login: log in with its password from now on, and choose this account or your others.`
          : t`Thank you. You can now publish events and send messages to attendees.`
      }
      failureTitle={t`The email address could not be confirmed`}
    />
  );
}
