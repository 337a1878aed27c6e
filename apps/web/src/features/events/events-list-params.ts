import type { QueryValue } from '../../platform/api/client';

/** The tabs of the events list; each is also the URL segment (`/manage/events/ended`). */
export const EVENTS_TABS = ['upcoming', 'ongoing', 'ended', 'archived'] as const;
export type EventsTab = (typeof EVENTS_TABS)[number];

export const EVENT_SORTS = ['start_date:asc', 'start_date:desc', 'created_at:desc', 'updated_at:desc', 'title:asc'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/** Ended and archived events are looked up most recent first; the rest soonest first. */
export function defaultSort(tab: EventsTab): EventSort {
  return tab === 'ended' || tab === 'archived' ? 'start_date:desc' : 'start_date:asc';
}

export function isEventsTab(value: string | undefined): value is EventsTab {
  return (EVENTS_TABS as readonly string[]).includes(value ?? '');
}

export function isEventSort(value: string | null): value is EventSort {
  return (EVENT_SORTS as readonly string[]).includes(value ?? '');
}

export interface EventsListParams {
  organizerId?: string;
  tab: EventsTab;
  query: string;
  sort: EventSort;
  page: number;
}

export const EVENTS_PAGE_SIZE = 20;

/** The tab filters of SPEC §7, as `filter_fields[field][operator]` parameters. */
function tabFilters(tab: EventsTab, now: string): Record<string, string> {
  const notArchived = { 'filter_fields[status][ne]': 'ARCHIVED' };
  switch (tab) {
    case 'upcoming':
      return { 'filter_fields[start_date][gt]': now, ...notArchived };
    case 'ongoing':
      return { 'filter_fields[start_date][lte]': now, 'filter_fields[end_date][gte]': now, ...notArchived };
    case 'ended':
      return { 'filter_fields[end_date][lt]': now, ...notArchived };
    case 'archived':
      return { 'filter_fields[status][eq]': 'ARCHIVED' };
  }
}

export function eventsListQueryParams(params: EventsListParams, now: Date): Record<string, QueryValue> {
  const [sortBy, sortDirection] = params.sort.split(':');
  return {
    page: params.page,
    per_page: EVENTS_PAGE_SIZE,
    query: params.query.trim() || undefined,
    sort_by: sortBy,
    sort_direction: sortDirection,
    ...tabFilters(params.tab, now.toISOString()),
  };
}
