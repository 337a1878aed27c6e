import type { ExportFormat } from '@stagedoor/contracts';
import { API_BASE_URL, type QueryValue } from '../../platform/api/client';
import { ApiError, isErrorBody } from '../../platform/api/api-error';
import { getToken } from '../../platform/api/token';

export interface ExportProgress {
  /** Rows in the file (X-Total-Count). */
  total: number;
  /** Rows received so far; null when the format cannot be counted while it arrives (XLSX). */
  rows: number | null;
  bytes: number;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads an export answered as a stream, reporting progress as it arrives
 * (the server sends the row count first), then hands the file to the browser.
 */
export async function downloadExport(
  path: string,
  options: { format: ExportFormat; query: Record<string, QueryValue>; onProgress(progress: ExportProgress): void; signal?: AbortSignal },
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const token = getToken();
  const response = await fetch(`${API_BASE_URL}/${path}?${params.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ format: options.format }),
    signal: options.signal,
  });
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(
      isErrorBody(body)
        ? { status: response.status, code: body.code, message: body.message, errors: body.errors }
        : { status: response.status, code: 'INTERNAL_ERROR', message: response.statusText },
    );
  }
  const total = Number(response.headers.get('x-total-count') ?? 0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (options.format === 'csv') for (const byte of value) if (byte === 10) lines += 1;
    // The CSV's first line is its header.
    options.onProgress({ total, rows: options.format === 'csv' ? Math.min(total, Math.max(0, lines - 1)) : null, bytes });
  }
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `export.${options.format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
