import { useState } from 'react';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import { WAITING_LIST_STATUSES, type WaitingListEntry, type WaitingListStatus } from '@stagedoor/contracts';
import { IconUsers } from '../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { confirmDeletion } from '../../platform/ui/confirm';
import { useEvent } from '../event-area/use-event';
import { ExportMenu } from '../attendees/ExportMenu';
import { IconSearch } from '../catalogue/shared/icons';
import { ListEmptyState } from '../catalogue/shared/ListEmptyState';
import { ListFooter, ListTable, RowActions } from '../catalogue/shared/ListTable';
import { useOfferNow, useRemoveEntry, waitingListQuery, waitingListQueryParams, type WaitingListParams } from './api';

function useStatusLabels(): Record<WaitingListStatus, string> {
  const { t } = useLingui();
  return { WAITING: t`Waiting`, OFFERED: t`Offered`, PURCHASED: t`Purchased`, EXPIRED: t`Offer lapsed`, CANCELLED: t`Removed` };
}

const STATUS_COLORS: Record<WaitingListStatus, string> = {
  WAITING: 'blue',
  OFFERED: 'orange',
  PURCHASED: 'teal',
  EXPIRED: 'gray',
  CANCELLED: 'gray',
};

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm">{label}</Text>
      <Text fw={800} fz={24}>
        {value}
      </Text>
    </Paper>
  );
}

/** The line an entry waits on: its capacity pool's or its seat category's (several prices share it), else its price's. */
function LineOf({ entry }: { entry: WaitingListEntry }) {
  const { t } = useLingui();
  if (entry.capacity_assignment_id != null) {
    const pool = entry.capacity_assignment_name ?? '';
    return <Text size="sm">{t`Capacity assignment: ${pool}`}</Text>;
  }
  if (entry.seat_category != null) {
    const category = entry.seat_category;
    return <Text size="sm">{t`Seat category: ${category}`}</Text>;
  }
  return (
    <Text size="sm" c="dimmed">
      {t`This price`}
    </Text>
  );
}

/** `/manage/event/:eventId/waiting-list`: positions, statuses, offer now, remove, export, and the offers' figures. */
export function WaitingListPage() {
  const { t } = useLingui();
  const event = useEvent();
  const labels = useStatusLabels();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<WaitingListStatus | null>(null);
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const params: WaitingListParams = { page, query, status };
  const entries = useQuery(waitingListQuery(event.id, params));
  const offer = useOfferNow(event.id);
  const remove = useRemoveEntry(event.id);
  const { page: _page, per_page: _perPage, ...exportQuery } = waitingListQueryParams(params);

  const offerNow = (entry: WaitingListEntry) =>
    offer.mutate(entry.id, { onSuccess: () => notifySuccess(t`Offer sent`), onError: notifyError });
  const askRemove = (entry: WaitingListEntry) =>
    confirmDeletion({
      title: t`Remove ${entry.email} from the waiting list?`,
      message: t`An open offer is withdrawn and its tickets pass to the next person.`,
      onConfirm: () => remove.mutate(entry.id, { onSuccess: () => notifySuccess(t`Removed from the waiting list`), onError: notifyError }),
    });

  return (
    <>
      <PageHeader
        title={t`Waiting list`}
        description={t`Buyers waiting for sold-out tickets. Tickets that come back are offered to them in order before anyone else.`}
        actions={<ExportMenu path={`events/${event.id}/waiting-list/export`} query={exportQuery} />}
      />
      <Stack gap="md">
        {entries.data && (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label={t`Waiting`} value={entries.data.figures.waiting} />
            <Figure label={t`Offers open`} value={entries.data.figures.offered} />
            <Figure label={t`Offers sent`} value={entries.data.figures.offers_sent} />
            <Figure label={t`Offers converted`} value={entries.data.figures.offers_converted} />
          </SimpleGrid>
        )}
        <Group align="flex-end">
          <TextInput
            type="search"
            label={t`Search the waiting list`}
            leftSection={<IconSearch />}
            w={320}
            value={search}
            onChange={(input) => {
              setSearch(input.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label={t`Status`}
            placeholder={t`Any status`}
            clearable
            w={200}
            data={WAITING_LIST_STATUSES.map((value) => ({ value, label: labels[value] }))}
            value={status}
            onChange={(value) => {
              setStatus(value as WaitingListStatus | null);
              setPage(1);
            }}
          />
        </Group>
        <QueryState query={entries}>
          {({ data, meta: { total, current_page: currentPage, last_page: lastPage } }) =>
            data.length === 0 ? (
              <ListEmptyState
                icon={<IconUsers size={28} />}
                title={query || status ? t`No entry matches` : t`No one is waiting`}
                description={t`When a ticket sells out, buyers can join its waiting list from the event page.`}
              />
            ) : (
              <Stack gap="sm">
                <ListTable
                  minWidth={600}
                  columns={
                    <>
                      <Table.Th>{t`Position`}</Table.Th>
                      <Table.Th>{t`Name`}</Table.Th>
                      <Table.Th>{t`Ticket`}</Table.Th>
                      <Table.Th>{t`Line`}</Table.Th>
                      <Table.Th ta="right">{t`Tickets`}</Table.Th>
                      <Table.Th>{t`Status`}</Table.Th>
                    </>
                  }
                >
                  {data.map((entry) => (
                    <Table.Tr key={entry.id} data-testid={`waiting-list-entry-${entry.id}`}>
                      <Table.Td>{entry.position ?? '–'}</Table.Td>
                      <Table.Td>
                        <Text fw={600}>{`${entry.first_name} ${entry.last_name}`}</Text>
                        <Text size="xs">{entry.email}</Text>
                      </Table.Td>
                      <Table.Td>{entry.price_label ? `${entry.ticket_title}, ${entry.price_label}` : entry.ticket_title}</Table.Td>
                      <Table.Td>
                        <LineOf entry={entry} />
                      </Table.Td>
                      <Table.Td ta="right">{entry.quantity}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLORS[entry.status]}>
                          {labels[entry.status]}
                        </Badge>
                      </Table.Td>
                      <RowActions>
                        {entry.status === 'WAITING' && (
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => offerNow(entry)}
                            loading={offer.isPending && offer.variables === entry.id}
                          >
                            {t`Offer now`}
                          </Button>
                        )}
                        {(entry.status === 'WAITING' || entry.status === 'OFFERED') && (
                          <Button size="xs" variant="subtle" color="red" onClick={() => askRemove(entry)}>
                            {t`Remove`}
                          </Button>
                        )}
                      </RowActions>
                    </Table.Tr>
                  ))}
                </ListTable>
                <ListFooter
                  count={<Plural value={total} one="# entry" other="# entries" />}
                  page={currentPage}
                  lastPage={lastPage}
                  onChange={setPage}
                />
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </>
  );
}
