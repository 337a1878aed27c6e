import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useSessionUser } from '../../platform/session/session';
import { ConfirmationResult } from './ConfirmationResult';
import { confirmEmailChangeQuery } from './api';

/** `/manage/profile/confirm-email-change/:token` */
export function ConfirmEmailChangePage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const user = useSessionUser();
  const query = useQuery(confirmEmailChangeQuery(user.id, token));
  const email = user.email;
  return (
    <ConfirmationResult
      query={query}
      successTitle={t`Your email address has been changed`}
      successDescription={t`From now on, log in with ${email}.`}
      failureTitle={t`The email change could not be confirmed`}
    />
  );
}
