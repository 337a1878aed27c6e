import type { ExportFormat } from './export-file.js';

/**
 * What a list export reads: its format, and the list's parameters from the query string and the
 * body together (the body wins), so that every export file holds exactly the rows its list shows
 * for the same parameters, whichever way the caller sends them.
 */
export function exportListRequest(
  query: unknown,
  body: ({ format: ExportFormat } & Record<string, unknown>) | null | undefined,
): { format: ExportFormat; query: Record<string, unknown> } {
  const { format, ...listParams } = body ?? { format: 'csv' };
  return { format, query: { ...(query as Record<string, unknown>), ...listParams } };
}
