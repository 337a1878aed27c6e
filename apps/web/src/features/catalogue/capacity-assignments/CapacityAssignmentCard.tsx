import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CapacityAssignment, Ticket } from '@stagedoor/contracts';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { ticketTitles } from '../shared/TicketMultiSelect';

interface CapacityAssignmentCardProps {
  item: CapacityAssignment;
  tickets: Ticket[];
  onEdit: () => void;
  onDelete: () => void;
}

export function CapacityAssignmentCard({ item, tickets, onEdit, onDelete }: CapacityAssignmentCardProps) {
  const { t } = useLingui();
  const used = item.used_capacity;
  const capacity = item.capacity;
  const percent = capacity ? Math.min(100, Math.round((used / capacity) * 100)) : 0;
  const full = capacity !== null && used >= capacity;
  const usage = capacity === null ? t`${used} used · no limit` : t`${used} / ${capacity} used`;
  const active = item.status === 'ACTIVE';

  return (
    <Card withBorder padding="lg" component="article" aria-label={item.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text component="h2" fw={600} fz="lg" m={0}>
              {item.name}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {ticketTitles(tickets, item.ticket_ids).join(', ')}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <EditDeleteButtons name={item.name} onEdit={onEdit} onDelete={onDelete} />
          </Group>
        </Group>
        {capacity !== null && (
          <Progress.Root size="lg">
            <Progress.Section value={percent} color={full ? 'red' : 'teal'} aria-label={t`Capacity used`} />
          </Progress.Root>
        )}
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {usage}
          </Text>
          <Group gap={6}>
            {item.stop_sales_at_limit && capacity !== null && (
              <Badge variant="light" color="blue" size="sm">
                {t`Stops sales at the limit`}
              </Badge>
            )}
            <Badge variant="light" color={active ? 'teal' : 'gray'}>
              {active ? t`Active` : t`Inactive`}
            </Badge>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
