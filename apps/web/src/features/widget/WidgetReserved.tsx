import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconExternalLink } from '../../platform/ui/icons';
import { ThemedButton } from '../public/shared/ThemedButton';

interface WidgetReservedProps {
  checkoutPath: string;
  onBack(): void;
}

/** The order is held and its checkout opened in a new tab; the link opens it again if the browser blocked the tab. */
export function WidgetReserved({ checkoutPath, onBack }: WidgetReservedProps) {
  const { t } = useLingui();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);

  return (
    <Stack gap="md">
      <Alert ref={notice} tabIndex={-1} color="teal" variant="light" icon={<IconCheck />} title={t`Your tickets are reserved`}>
        <Trans>Complete your order in the new tab. If no tab opened, open the checkout here.</Trans>
      </Alert>
      <Group gap="sm">
        <ThemedButton component="a" href={checkoutPath} target="_blank" rel="noopener" rightSection={<IconExternalLink />}>
          <Trans>Open checkout</Trans>
          <VisuallyHidden>
            <Trans>(opens in a new tab)</Trans>
          </VisuallyHidden>
        </ThemedButton>
        <Button variant="subtle" color="gray" c="inherit" onClick={onBack}>
          <Trans>Choose other tickets</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
