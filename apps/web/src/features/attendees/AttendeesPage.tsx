import { useState } from 'react';
import { Button, EmptyState, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ATTENDEE_STATUSES, type Attendee, type AttendeeStatus } from '@stagedoor/contracts';
import { currentLocale } from '../../platform/i18n/i18n';
import { IconPlus, IconPrinter, IconUsers } from '../../platform/ui/icons';
import { confirmAction } from '../../platform/ui/confirm';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { isApiError } from '../../platform/api/api-error';
import { PageHeader } from '../../platform/ui/PageHeader';
import { PageLoader } from '../../platform/ui/PageLoader';
import { QueryState } from '../../platform/ui/QueryState';
import { useEvent } from '../event-area/use-event';
import { FormModal, useEditorState } from '../catalogue/shared/FormModal';
import { IconSearch } from '../catalogue/shared/icons';
import { ticketsQuery } from '../catalogue/tickets/api';
import {
  attendeeListParams,
  attendeesQuery,
  useAttendeeAction,
  type AttendeeAction,
  type AttendeeFilters,
  type AttendeeSortField,
} from './api';
import { AttendeeForm } from './AttendeeForm';
import { AttendeesTable } from './AttendeesTable';
import { ExportMenu } from './ExportMenu';
import { attendeeName, attendeeStatusLabel } from './labels';
import { ListPagination } from '../../platform/ui/ListPagination';
import { EventDateSelect } from '../dates/EventDateSelect';
import { ChangeSeatModal } from '../event-seating/ChangeSeatModal';

/** `/manage/event/:eventId/attendees` */
export function AttendeesPage() {
  const { t } = useLingui();
  const event = useEvent();
  const locale = currentLocale();
  const tickets = useQuery(ticketsQuery(event.id));
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [filters, setFilters] = useState<Omit<AttendeeFilters, 'query'>>({
    ticketId: null,
    status: null,
    checkedIn: null,
    sortBy: 'created_at',
    sortDirection: 'desc',
    eventDateId: null,
  });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const current: AttendeeFilters = { ...filters, query };
  const attendees = useQuery(attendeesQuery(event.id, current, page));
  const editor = useEditorState<Attendee>();
  const action = useAttendeeAction(event.id);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [seating, setSeating] = useState<Attendee | null>(null);

  const change = (next: Partial<Omit<AttendeeFilters, 'query'>>) => {
    setFilters((value) => ({ ...value, ...next }));
    setPage(1);
  };
  const sortBy = (field: AttendeeSortField) =>
    change({ sortBy: field, sortDirection: filters.sortBy === field && filters.sortDirection === 'asc' ? 'desc' : 'asc' });
  const select = (shortIds: string[], on: boolean) =>
    setSelected((value) => {
      const next = new Set(value);
      for (const id of shortIds)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const print = (shortIds: string[]) =>
    window.open(`/manage/event/${event.id}/attendees/print?ids=${shortIds.join(',')}`, '_blank', 'noopener');

  const done: Record<AttendeeAction, string> = {
    check_in: t`Checked in`,
    check_out: t`Checked out`,
    cancel: t`Ticket cancelled`,
    reactivate: t`Ticket reactivated`,
    resend_ticket: t`Ticket email sent`,
  };
  const run = (attendee: Attendee, kind: AttendeeAction) => {
    const go = (takeFromWaitingList = false) => {
      setBusyId(attendee.id);
      action.mutate(
        { id: attendee.id, action: kind, ...(takeFromWaitingList ? { body: { take_from_waiting_list: true } } : {}) },
        {
          onSuccess: () => notifySuccess(done[kind]),
          onError: (error) => {
            // The waiting list keeps the tickets left: reactivating takes one from it only if the organizer says so.
            if (kind === 'reactivate' && !takeFromWaitingList && isApiError(error) && error.code === 'WAITING_LIST_FIRST') {
              const name = attendeeName(attendee);
              return confirmAction({
                title: t`People are waiting for this ticket`,
                message: t`The tickets left are kept for the waiting list. Reactivate the ticket of ${name} anyway? The people waiting keep their place for the next tickets that come back.`,
                confirmLabel: t`Reactivate anyway`,
                onConfirm: () => go(true),
              });
            }
            notifyError(error);
          },
          onSettled: () => setBusyId(null),
        },
      );
    };
    if (kind !== 'cancel') return go();
    const name = attendeeName(attendee);
    confirmAction({
      title: t`Cancel the ticket of ${name}?`,
      message: t`The ticket stops being valid and goes back on sale. You can reactivate it while tickets are left.`,
      confirmLabel: t`Cancel ticket`,
      danger: true,
      onConfirm: () => go(),
    });
  };

  const ticketOptions = [
    { value: '', label: t`All tickets` },
    ...(tickets.data ?? []).map((ticket) => ({ value: String(ticket.id), label: ticket.title })),
  ];
  return (
    <>
      <PageHeader
        title={t`Attendees`}
        description={t`Everyone holding a ticket: check them in, correct their details, cancel or print tickets.`}
        actions={
          <Group gap="sm">
            <ExportMenu path={`events/${event.id}/attendees/export`} query={attendeeListParams(current)} />
            <Button leftSection={<IconPlus />} onClick={editor.openNew} disabled={!tickets.data?.length}>
              <Trans>Add attendee</Trans>
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <TextInput
            type="search"
            label={t`Search attendees`}
            description={t`Name, email, ticket ID or order reference`}
            leftSection={<IconSearch />}
            w={300}
            value={search}
            onChange={(input) => {
              setSearch(input.currentTarget.value);
              setPage(1);
            }}
          />
          <EventDateSelect
            eventId={event.id}
            zone={event.timezone}
            value={String(filters.eventDateId ?? '')}
            onChange={(value) => change({ eventDateId: value ? Number(value) : null })}
          />
          <NativeSelect
            label={t`Ticket`}
            data={ticketOptions}
            value={String(filters.ticketId ?? '')}
            onChange={(e) => change({ ticketId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          />
          <NativeSelect
            label={t`Status`}
            data={[
              { value: '', label: t`Active and cancelled` },
              ...ATTENDEE_STATUSES.map((status) => ({ value: status, label: attendeeStatusLabel(status) })),
            ]}
            value={filters.status ?? ''}
            onChange={(e) => change({ status: (e.currentTarget.value || null) as AttendeeStatus | null })}
          />
          <NativeSelect
            label={t`Checked in`}
            data={[
              { value: '', label: t`Everyone` },
              { value: 'true', label: t`Checked in` },
              { value: 'false', label: t`Not checked in` },
            ]}
            value={filters.checkedIn === null ? '' : String(filters.checkedIn)}
            onChange={(e) => change({ checkedIn: e.currentTarget.value === '' ? null : e.currentTarget.value === 'true' })}
          />
          <Button variant="default" leftSection={<IconPrinter />} disabled={selected.size === 0} onClick={() => print([...selected])}>
            {t`Print selected (${selected.size})`}
          </Button>
        </Group>
        <QueryState query={attendees}>
          {({ data, meta: { total, current_page: currentPage, last_page: lastPage } }) =>
            data.length === 0 ? (
              <EmptyState variant="light" icon={<IconUsers size={28} />} py={48}>
                <EmptyState.Title order={2}>
                  {query || filters.ticketId || filters.status || filters.checkedIn !== null || filters.eventDateId
                    ? t`No attendee matches`
                    : t`No attendees yet`}
                </EmptyState.Title>
                <EmptyState.Description>{t`Attendees appear here once tickets are sold, or when you add them yourself.`}</EmptyState.Description>
              </EmptyState>
            ) : (
              <Stack gap="sm">
                <AttendeesTable
                  attendees={data}
                  timezone={event.timezone}
                  sort={{ by: filters.sortBy, direction: filters.sortDirection }}
                  onSort={sortBy}
                  selected={selected}
                  onSelect={select}
                  busyId={busyId}
                  onAction={run}
                  onEdit={editor.openEdit}
                  onPrint={(attendee) => print([attendee.short_id])}
                  onChangeSeat={setSeating}
                />
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    <Plural value={total} one="# attendee" other="# attendees" />
                  </Text>
                  <ListPagination total={lastPage} value={currentPage} onChange={setPage} />
                </Group>
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      <FormModal opened={editor.opened} onClose={editor.close} title={editor.target ? t`Edit attendee` : t`Add attendee`}>
        {tickets.data ? (
          <AttendeeForm
            key={editor.formKey}
            event={event}
            tickets={tickets.data}
            attendee={editor.target}
            defaultLocale={locale}
            onDone={editor.close}
          />
        ) : (
          <PageLoader minHeight={200} />
        )}
      </FormModal>
      <ChangeSeatModal eventId={event.id} attendee={seating} onClose={() => setSeating(null)} />
    </>
  );
}
