import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlert, IconCheck, IconExternalLink } from '../../platform/ui/icons';
import { checkoutPath as stepPath } from '../public/checkout/checkout-context';
import { ThemedButton } from '../public/shared/ThemedButton';
import { useOrderOutcome } from './use-order-outcome';

interface WidgetReservedProps {
  eventId: string;
  orderShortId: string;
  checkoutPath: string;
  onBack(): void;
}

function NewTabHint() {
  return (
    <VisuallyHidden>
      <Trans>(opens in a new tab)</Trans>
    </VisuallyHidden>
  );
}

/**
 * The order is held and its checkout opened in a new tab; the link opens it again if the browser blocked the tab.
 * Once the buyer has paid there (or the hold is over), the widget says so.
 */
export function WidgetReserved({ eventId, orderShortId, checkoutPath, onBack }: WidgetReservedProps) {
  const { t } = useLingui();
  const outcome = useOrderOutcome(eventId, orderShortId);
  const notice = useRef<HTMLDivElement>(null);
  // Each new state is announced by moving to it.
  useEffect(() => notice.current?.focus(), [outcome]);

  if (outcome === 'completed') {
    return (
      <Stack gap="md">
        <Alert ref={notice} tabIndex={-1} color="teal" variant="light" icon={<IconCheck />} title={t`Your order is complete`}>
          <Trans>Thank you! The confirmation and your tickets are on their way to your inbox.</Trans>
        </Alert>
        <Group gap="sm">
          <ThemedButton
            component="a"
            href={stepPath(eventId, orderShortId, 'summary')}
            target="_blank"
            rel="noopener"
            rightSection={<IconExternalLink />}
          >
            <Trans>View your order</Trans>
            <NewTabHint />
          </ThemedButton>
          <Button variant="subtle" color="gray" c="inherit" onClick={onBack}>
            <Trans>Buy more tickets</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  if (outcome === 'ended') {
    return (
      <Stack gap="md">
        <Alert ref={notice} tabIndex={-1} color="orange" variant="light" icon={<IconAlert />} title={t`Your reservation has ended`}>
          <Trans>The order expired or was cancelled. Choose your tickets again to start a new order.</Trans>
        </Alert>
        <Group gap="sm">
          <ThemedButton onClick={onBack}>
            <Trans>Choose other tickets</Trans>
          </ThemedButton>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert ref={notice} tabIndex={-1} color="teal" variant="light" icon={<IconCheck />} title={t`Your tickets are reserved`}>
        <Trans>Complete your order in the new tab. If no tab opened, open the checkout here.</Trans>
      </Alert>
      <Group gap="sm">
        <ThemedButton component="a" href={checkoutPath} target="_blank" rel="noopener" rightSection={<IconExternalLink />}>
          <Trans>Open checkout</Trans>
          <NewTabHint />
        </ThemedButton>
        <Button variant="subtle" color="gray" c="inherit" onClick={onBack}>
          <Trans>Choose other tickets</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
