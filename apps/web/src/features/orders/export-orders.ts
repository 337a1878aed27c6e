import { t } from '@lingui/core/macro';
import type { ExportFormatName } from '@stagedoor/contracts';
import { API_BASE_URL, type QueryValue } from '../../platform/api/client';
import { ApiError, isErrorBody } from '../../platform/api/api-error';
import { getToken } from '../../platform/api/token';

export interface ExportProgress {
  /** Rows the file holds (X-Total-Count), once the answer has started. */
  total: number | null;
  /** Rows received so far, when the format lets them be counted (CSV). */
  rows: number | null;
  bytes: number;
  /** 0..1 when known: rows of a CSV, or bytes against Content-Length. */
  fraction: number | null;
}

const NEWLINE = 10;

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads an export as it streams, reporting progress from X-Total-Count (rows)
 * or Content-Length (bytes), then hands the file to the browser.
 */
export async function downloadExport(
  path: string,
  options: {
    format: ExportFormatName;
    query: Record<string, QueryValue>;
    signal?: AbortSignal;
    onProgress: (progress: ExportProgress) => void;
  },
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/${path}${params.size ? `?${params}` : ''}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ format: options.format }),
      credentials: 'include',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: t`The server could not be reached. Check your connection and try again.`,
    });
  }
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    if (isErrorBody(body)) throw new ApiError({ status: response.status, code: body.code, message: body.message, errors: body.errors });
    throw new ApiError({ status: response.status, code: 'INTERNAL_ERROR', message: t`Something went wrong` });
  }
  const totalHeader = response.headers.get('x-total-count');
  const total = totalHeader === null ? null : Number(totalHeader);
  const length = Number(response.headers.get('content-length') ?? '') || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  // The header row is a line too.
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (options.format === 'csv') for (const byte of value) if (byte === NEWLINE) lines += 1;
    const rows = options.format === 'csv' ? Math.max(0, lines - 1) : null;
    const fraction = length ? bytes / length : rows !== null && total ? Math.min(1, rows / total) : null;
    options.onProgress({ total, rows, bytes, fraction });
  }
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, `export.${options.format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
