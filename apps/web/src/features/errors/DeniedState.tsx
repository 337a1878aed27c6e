import { useLingui } from '@lingui/react/macro';
import { ErrorState } from './ErrorState';

export function DeniedState() {
  const { t } = useLingui();
  return (
    <ErrorState
      title={t`Access denied`}
      description={t`You do not have permission to access this page. Ask an administrator of your account if you need access.`}
    />
  );
}
