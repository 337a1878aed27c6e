import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconRefresh } from '../../platform/ui/icons';
import { ErrorState } from './ErrorState';

/** `onRetry` loads the page again in place (a public page's route); without it the whole page is reloaded. */
export function GenericErrorState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <ErrorState
      title={t`Something went wrong`}
      description={t`An unexpected error occurred. Please try again; if it keeps happening, let us know.`}
      actions={
        onRetry ? (
          <Button variant="light" leftSection={<IconRefresh />} onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        ) : (
          <Button variant="light" leftSection={<IconRefresh />} onClick={() => window.location.reload()}>
            <Trans>Reload the page</Trans>
          </Button>
        )
      }
    />
  );
}
