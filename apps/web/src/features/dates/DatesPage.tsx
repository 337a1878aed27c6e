import { useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '../../platform/api/api-error';
import { confirmDeletion } from '../../platform/ui/confirm';
import { IconCalendar, IconPlus } from '../../platform/ui/icons';
import { notifyError, notifyFailure, notifySuccess } from '../../platform/ui/notify';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { FormModal, useEditorState } from '../catalogue/shared/FormModal';
import { ListEmptyState } from '../catalogue/shared/ListEmptyState';
import { ListFooter } from '../catalogue/shared/ListTable';
import { useEvent } from '../event-area/use-event';
import { datesQuery, isCancelling, PROGRESS_REFRESH_MS, useDeleteDate, type DatesFilter, type EventDate } from './api';
import { CancelDateForm } from './CancelDateForm';
import { DateActions, type DateHandlers } from './DateActions';
import { DateForm } from './DateForm';
import { DateOverridesForm } from './DateOverridesForm';
import { DatesCalendar } from './DatesCalendar';
import { DateStatus } from './DateStatus';
import { DatesTable } from './DatesTable';
import { GenerateDatesForm } from './GenerateDatesForm';
import { dateTitle } from './labels';
import { localDay } from './month-grid';

/** `/manage/event/:eventId/dates` */
export function DatesPage() {
  const { t, i18n } = useLingui();
  const event = useEvent();
  const zone = event.timezone;
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [filter, setFilter] = useState<DatesFilter>('upcoming');
  const [page, setPage] = useState(1);
  // One "now" per visit, so the filters' query keys stay put while the page is open.
  const [now] = useState(() => new Date().toISOString());
  const dates = useQuery({
    ...datesQuery(event.id, { page, filter, now }),
    refetchInterval: (query) => (query.state.data?.data.some(isCancelling) ? PROGRESS_REFRESH_MS : false),
  });
  const editor = useEditorState<EventDate>();
  const [generating, setGenerating] = useState(false);
  const [cancelling, setCancelling] = useState<EventDate | null>(null);
  const [overriding, setOverriding] = useState<EventDate | null>(null);
  const remove = useDeleteDate(event.id);
  const titleOf = (date: EventDate) => dateTitle(date, zone, i18n.locale);
  // The calendar opens on today while the series runs, else on its first day.
  const today = localDay(now, zone);
  const first = localDay(event.start_date, zone);
  const last = localDay(event.end_date ?? event.start_date, zone);
  const calendarStart = today >= first && today <= last ? today : first;

  const handlers: DateHandlers = {
    onEdit: editor.openEdit,
    onOverrides: setOverriding,
    onCancel: setCancelling,
    onDelete: (date) => {
      const name = titleOf(date);
      confirmDeletion({
        title: t`Delete ${name}?`,
        message: t`The date is removed for good. A date with orders cannot be deleted: cancel it instead.`,
        onConfirm: () =>
          remove.mutate(date.id, {
            onSuccess: () => notifySuccess(t`Date deleted`),
            onError: (error) =>
              isApiError(error) && error.code === 'DATE_HAS_ORDERS'
                ? notifyFailure(t`This date has orders, so it cannot be deleted. Cancel it instead.`)
                : notifyError(error),
          }),
      });
    },
  };

  const renderDate = (date: EventDate) => {
    const left = date.available;
    const sold = i18n.number(date.sold_count);
    const capacity = i18n.number(date.capacity ?? 0);
    const free = i18n.number(left ?? 0);
    return (
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {titleOf(date)}
          </Text>
          <Text size="sm" c="dimmed">
            {left === null ? (
              <Plural value={date.sold_count} one="# sold" other="# sold" />
            ) : (
              t`${sold} sold, ${free} available of ${capacity}`
            )}
          </Text>
          <DateStatus date={date} />
        </Stack>
        <DateActions date={date} name={titleOf(date)} handlers={handlers} />
      </Group>
    );
  };

  const filters: { value: DatesFilter; label: string }[] = [
    { value: 'upcoming', label: t`Upcoming` },
    { value: 'past', label: t`Past` },
    { value: 'cancelled', label: t`Cancelled` },
  ];

  return (
    <>
      <PageHeader
        title={t`Dates`}
        description={t`When the event takes place. Each date has its own tickets sold, capacity and check-in.`}
        actions={
          <Group gap="sm">
            <Button variant="default" leftSection={<IconCalendar />} onClick={() => setGenerating(true)}>
              <Trans>Generate dates</Trans>
            </Button>
            <Button leftSection={<IconPlus />} onClick={editor.openNew}>
              <Trans>Add date</Trans>
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            aria-label={t`View`}
            value={view}
            onChange={(value) => setView(value as 'list' | 'calendar')}
            data={[
              { value: 'list', label: t`List` },
              { value: 'calendar', label: t`Calendar` },
            ]}
          />
          {view === 'list' && (
            <SegmentedControl
              aria-label={t`Show dates`}
              value={filter}
              onChange={(value) => {
                setFilter(value as DatesFilter);
                setPage(1);
              }}
              data={filters}
            />
          )}
        </Group>
        {view === 'calendar' ? (
          <DatesCalendar event={event} initialDay={calendarStart} renderDate={renderDate} />
        ) : (
          <QueryState query={dates}>
            {({ data, meta }) =>
              data.length === 0 ? (
                <ListEmptyState
                  icon={<IconCalendar size={28} />}
                  title={filter === 'upcoming' ? t`No upcoming dates` : filter === 'past' ? t`No past dates` : t`No cancelled dates`}
                  description={t`Add a date, or generate a series of dates from a rule.`}
                />
              ) : (
                <Stack gap="sm">
                  <DatesTable event={event} dates={data} handlers={handlers} />
                  <ListFooter
                    count={<Plural value={meta.total} one="# date" other="# dates" />}
                    page={meta.current_page}
                    lastPage={meta.last_page}
                    onChange={setPage}
                  />
                </Stack>
              )
            }
          </QueryState>
        )}
      </Stack>
      <FormModal opened={editor.opened} onClose={editor.close} title={editor.target ? t`Edit date` : t`Add date`}>
        <DateForm key={editor.formKey} event={event} date={editor.target} onDone={editor.close} />
      </FormModal>
      <FormModal opened={generating} onClose={() => setGenerating(false)} title={t`Generate dates`} size="xl">
        {generating && <GenerateDatesForm event={event} onDone={() => setGenerating(false)} />}
      </FormModal>
      <FormModal opened={cancelling !== null} onClose={() => setCancelling(null)} title={t`Cancel date`}>
        {cancelling && (
          <CancelDateForm
            eventId={event.id}
            date={cancelling}
            title={titleOf(cancelling)}
            onDone={() => setCancelling(null)}
            onCancelled={() => {
              // The cancelled date leaves the other tabs; its progress shows under "Cancelled".
              setFilter('cancelled');
              setPage(1);
            }}
          />
        )}
      </FormModal>
      <FormModal opened={overriding !== null} onClose={() => setOverriding(null)} title={t`Prices and quantities for this date`} size="xl">
        {overriding && <DateOverridesForm event={event} date={overriding} onDone={() => setOverriding(null)} />}
      </FormModal>
    </>
  );
}
