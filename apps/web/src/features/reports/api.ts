import { queryOptions } from '@tanstack/react-query';
import {
  dataEnvelope,
  eventReportSchema,
  organizerReportSchema,
  type EventReportKind,
  type OrganizerReportKind,
} from '@stagedoor/contracts';
import { api, buildUrl, type QueryValue } from '../../platform/api/client';
import { authorizationHeaders, saveAnswerAsFile } from '../../platform/api/download-export';

const eventReportAnswer = dataEnvelope(eventReportSchema);
const organizerReportAnswer = dataEnvelope(organizerReportSchema);

/** A report's range of days of sale and date; empty values leave them out. */
export interface ReportFilters {
  from: string;
  to: string;
  dateId: string;
}

export function reportQuery(filters: ReportFilters): Record<string, QueryValue> {
  return {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.dateId ? { date_id: filters.dateId } : {}),
  };
}

export function eventReportQuery(eventId: number, kind: EventReportKind, filters: ReportFilters) {
  return queryOptions({
    queryKey: ['events', eventId, 'reports', kind, filters],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/reports/${kind}`, { signal, query: reportQuery(filters), schema: eventReportAnswer }).then((r) => r.data),
  });
}

export function organizerReportQuery(organizerId: string, kind: OrganizerReportKind, filters: Omit<ReportFilters, 'dateId'>) {
  return queryOptions({
    queryKey: ['organizers', organizerId, 'reports', kind, filters],
    queryFn: ({ signal }) =>
      api
        .get(`organizers/${organizerId}/reports/${kind}`, {
          signal,
          query: reportQuery({ ...filters, dateId: '' }),
          schema: organizerReportAnswer,
        })
        .then((r) => r.data),
  });
}

/** The report as CSV (amounts in major units, the currency named), handed to the browser as a file. */
export async function downloadReportCsv(path: string, query: Record<string, QueryValue>, name: string): Promise<void> {
  const response = await fetch(buildUrl('', path, { ...query, format: 'csv' }), {
    headers: authorizationHeaders(),
    credentials: 'include',
  });
  await saveAnswerAsFile(response, `${name}.csv`);
}
