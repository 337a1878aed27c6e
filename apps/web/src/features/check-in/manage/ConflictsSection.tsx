import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { CheckInList } from '@stagedoor/contracts';
import { checkInConflictsQuery } from './api';

function ListConflicts({ eventId, list, zone }: { eventId: number; list: CheckInList; zone: string }) {
  const { t, i18n } = useLingui();
  const conflicts = useQuery(checkInConflictsQuery(eventId, list.id, list.conflicts_count));
  const when = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'short', timeStyle: 'medium', timeZone: zone }) : '–');
  const name = list.name;
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {name}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t`Conflicts on ${name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Attendee`}</Table.Th>
              <Table.Th>{t`Scanned offline`}</Table.Th>
              <Table.Th>{t`Admitted first`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(conflicts.data?.data ?? []).map((conflict) => (
              <Table.Tr key={conflict.id}>
                <Table.Td>
                  {[conflict.first_name, conflict.last_name].filter(Boolean).join(' ') || conflict.attendee_short_id}
                  <Text size="xs" c="dimmed">
                    {conflict.attendee_short_id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {when(conflict.scanned_at)}
                  <Text size="xs" c="dimmed">
                    {conflict.device_id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {when(conflict.checked_in_at)}
                  <Text size="xs" c="dimmed">
                    {conflict.checked_in_device_id ?? t`Organizer`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

/**
 * Scans made offline on one device for a ticket another device had already admitted:
 * the person got in once, but the organizer should know two doors saw the same ticket.
 */
export function ConflictsSection({ eventId, lists, zone }: { eventId: number; lists: CheckInList[]; zone: string }) {
  const { t } = useLingui();
  const withConflicts = lists.filter((list) => list.conflicts_count > 0);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="check-in-conflicts">
      <Title order={2} size="h4" id="check-in-conflicts" mb="xs">
        {t`Conflicts from offline devices`}
      </Title>
      {withConflicts.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t`None. A conflict appears when a device working offline scans a ticket that another device had already admitted.`}
        </Text>
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t`Each ticket was admitted once; these scans came later from devices that were offline at the time.`}
          </Text>
          {withConflicts.map((list) => (
            <ListConflicts key={list.id} eventId={eventId} list={list} zone={zone} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
