import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckInList, CheckInListStatus, Ticket } from '@stagedoor/contracts';
import { ticketTitles } from '../../catalogue/shared/TicketMultiSelect';

function useStatusLabel(status: CheckInListStatus): { label: string; color: string } {
  const { t } = useLingui();
  switch (status) {
    case 'ACTIVE':
      return { label: t`Active`, color: 'teal' };
    case 'NOT_ACTIVE':
      return { label: t`Not yet active`, color: 'yellow' };
    case 'EXPIRED':
      return { label: t`Expired`, color: 'gray' };
  }
}

interface CheckInListCardProps {
  list: CheckInList;
  tickets: Ticket[];
  zone: string;
  onLink: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function CheckInListCard({ list, tickets, zone, onLink, onEdit, onDelete }: CheckInListCardProps) {
  const { t, i18n } = useLingui();
  const status = useStatusLabel(list.status);
  const checkedIn = list.checked_in_count;
  const total = list.total_count;
  const percent = total > 0 ? (checkedIn / total) * 100 : 0;
  const format = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  const headingId = `check-in-list-${list.id}`;
  // The one date the list admits on (none: every date).
  const listDate = list.event_date ? [list.event_date.label, format(list.event_date.start_date)].filter(Boolean).join(', ') : null;
  const name = list.name;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {list.name}
          </Title>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        {list.description && (
          <Text size="sm" c="dimmed">
            {list.description}
          </Text>
        )}
        <Text size="sm">{ticketTitles(tickets, list.ticket_ids).join(', ')}</Text>
        {listDate && (
          <Text size="sm" fw={600}>
            {t`Date: ${listDate}`}
          </Text>
        )}
        {(list.activates_at || list.expires_at) && (
          <Text size="sm" c="dimmed">
            {list.activates_at && t`Opens ${format(list.activates_at)}`} {list.expires_at && t`Closes ${format(list.expires_at)}`}
          </Text>
        )}
        <div>
          <Text fw={600}>{t`${checkedIn} of ${total} checked in`}</Text>
          <Progress value={percent} color="teal" mt={4} aria-label={t`Checked in on ${name}`} />
        </div>
        <Group gap="xs">
          <Button size="xs" onClick={onLink} aria-label={t`Staff link for ${name}`}>
            <Trans>Staff link</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={onEdit} aria-label={t`Edit ${name}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={t`Delete ${name}`}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
