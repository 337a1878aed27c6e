import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { EventDate } from './api';
import { cancellationProgress, DATE_STATUS_COLORS, dateStatusLabels } from './labels';

/** The date's status badge and, once cancelled, how far the cancellation of its orders has come. */
export function DateStatus({ date }: { date: EventDate }) {
  const { t } = useLingui();
  const progress = cancellationProgress(date);
  const cancellation = date.cancellation;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge variant="light" color={DATE_STATUS_COLORS[date.status]}>
          {dateStatusLabels()[date.status]}
        </Badge>
      </Group>
      {progress && cancellation && (
        <>
          <Text size="xs" c="dimmed" role="status">
            {progress}
          </Text>
          {cancellation.orders_total > 0 && (
            <Progress
              size="sm"
              value={(cancellation.orders_done / cancellation.orders_total) * 100}
              aria-label={t`Cancellation progress`}
              maw={160}
            />
          )}
        </>
      )}
    </Stack>
  );
}
