import { Card, Group, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { EventCheckInStats } from '@stagedoor/contracts';

/** How many attendees have been checked in, as a ring and in words. */
export function CheckInCard({ stats }: { stats: EventCheckInStats }) {
  const { t, i18n } = useLingui();
  const percent = stats.total_attendees > 0 ? Math.round((stats.checked_in / stats.total_attendees) * 100) : 0;
  const percentLabel = new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(percent / 100);
  const checkedIn = stats.checked_in;
  const total = stats.total_attendees;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="check-in-heading" h="100%">
      <Title order={2} size="h4" id="check-in-heading" mb="md">
        {t`Check-in`}
      </Title>
      <Group wrap="nowrap" gap="lg">
        <RingProgress
          size={128}
          thickness={12}
          roundCaps={percent > 0}
          sections={[{ value: percent, color: 'teal' }]}
          label={
            <Text ta="center" fw={700} size="lg">
              {percentLabel}
            </Text>
          }
          aria-hidden="true"
        />
        <Stack gap={4}>
          <Text fw={600}>{t`${checkedIn} of ${total} attendees checked in`}</Text>
          <Text size="sm" c="dimmed">
            {total === 0 ? t`Attendees appear here once tickets are sold.` : t`Updated when you open this page.`}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
