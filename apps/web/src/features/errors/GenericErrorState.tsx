import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconRefresh } from '../../platform/ui/icons';
import { ErrorState } from './ErrorState';

export function GenericErrorState() {
  const { t } = useLingui();
  return (
    <ErrorState
      title={t`Something went wrong`}
      description={t`An unexpected error occurred. Please try again; if it keeps happening, let us know.`}
      actions={
        <Button variant="light" leftSection={<IconRefresh />} onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </Button>
      }
    />
  );
}
