import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SeatState } from '@stagedoor/contracts';

interface SelectionActionsProps {
  split: Record<SeatState, string[]>;
  onBlock: () => void;
  onRelease: () => void;
  onClear: () => void;
}

/** What can be done with the picked seats: block the free ones, release the blocked ones. */
export function SelectionActions({ split, onBlock, onRelease, onClear }: SelectionActionsProps) {
  const { t } = useLingui();
  const total = split.AVAILABLE.length + split.HELD.length + split.SOLD.length + split.BLOCKED.length;
  const taken = split.HELD.length + split.SOLD.length;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t`Selected seats`}>
      <Stack gap="sm">
        <Title order={2} fz="md">
          <Plural value={total} one="# seat selected" other="# seats selected" />
        </Title>
        {taken > 0 && (
          <Text size="sm" c="dimmed">
            <Plural
              value={taken}
              one="# of them is held or sold and stays as it is."
              other="# of them are held or sold and stay as they are."
            />
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" disabled={split.AVAILABLE.length === 0} onClick={onBlock}>
            <Plural value={split.AVAILABLE.length} one="Block # free seat" other="Block # free seats" />
          </Button>
          <Button size="xs" variant="default" disabled={split.BLOCKED.length === 0} onClick={onRelease}>
            <Plural value={split.BLOCKED.length} one="Release # blocked seat" other="Release # blocked seats" />
          </Button>
          <Button size="xs" variant="subtle" onClick={onClear}>
            <Trans>Clear selection</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
