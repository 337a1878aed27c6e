import { useEffect, useState } from 'react';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconClock } from '../../../platform/ui/icons';

interface CountdownProps {
  until: string;
  onExpire(): void;
}

function useSecondsLeft(until: string): number {
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((end - now) / 1_000));
}

/**
 * The time left on the hold. The clock itself is silent for screen readers; a
 * polite live region says how many minutes remain, once a minute at most.
 */
export function Countdown({ until, onExpire }: CountdownProps) {
  const { t } = useLingui();
  const seconds = useSecondsLeft(until);
  const expired = seconds === 0;

  useEffect(() => {
    if (expired) onExpire();
  }, [expired, onExpire]);

  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const minutes = Math.ceil(seconds / 60);
  const announcement =
    seconds > 60
      ? plural(minutes, { one: '# minute left to complete your order', other: '# minutes left to complete your order' })
      : seconds > 0
        ? t`Less than a minute left to complete your order`
        : '';

  return (
    <Group gap={8} wrap="nowrap">
      <IconClock />
      <Text size="sm">
        <Trans>
          Tickets held for{' '}
          <Text span fw={700} ff="monospace" role="timer">
            {clock}
          </Text>
        </Trans>
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Group>
  );
}
