import { Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconAlert } from '../../../platform/ui/icons';
import classes from './TestModeBanner.module.css';

/** API.md: while the built-in test provider takes payments, every public page says so. */
export function TestModeBanner() {
  return (
    <Group className={classes.banner} justify="center" gap="xs" wrap="nowrap">
      <IconAlert />
      <Text size="sm" fw={700}>
        <Trans>Test mode: no real payments are taken</Trans>
      </Text>
    </Group>
  );
}
