import { useRef, useState } from 'react';
import type { ExportFormatName } from '@stagedoor/contracts';
import { notifyError } from '../ui/notify';
import { buildUrl, isAbort, networkError, toApiError, type QueryValue } from './client';
import { getToken } from './token';

export interface ExportProgress {
  /** Rows the file holds (X-Total-Count), once the answer has started. */
  total: number | null;
  /** Rows received so far, when the format lets them be counted (CSV); null for XLSX. */
  rows: number | null;
  bytes: number;
  /** 0..1 when known: bytes against Content-Length, or rows of a CSV against the total. */
  fraction: number | null;
}

const NEWLINE = 10;

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Headers for a request made without the API client (a download): `init`, and the session's token when there is one. */
export function authorizationHeaders(init?: Record<string, string>): Headers {
  const headers = new Headers(init);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Hands a whole answer to the browser as a file; an error answer throws its ApiError instead. */
export async function saveAnswerAsFile(response: Response, name: string): Promise<void> {
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  saveFile(await response.blob(), name);
}

/**
 * Downloads an export (POST `{format}` with the list's filters as the query) as it streams,
 * reporting progress from X-Total-Count (rows) or Content-Length (bytes), then hands the file to the browser.
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
  let response: Response;
  try {
    response = await fetch(buildUrl('', path, options.query), {
      method: 'POST',
      headers: authorizationHeaders({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ format: options.format }),
      credentials: 'include',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError();
  }
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, body);
  }
  const totalHeader = response.headers.get('x-total-count');
  const total = totalHeader === null ? null : Number(totalHeader);
  const length = Number(response.headers.get('content-length') ?? '') || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  // The CSV's header row is a line too.
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
  saveFile(blob, fileNameOf(response, `export.${options.format}`));
}

/**
 * An export button's state: `start` downloads the file in a format, `progress` is set while it arrives,
 * `stop` cancels it. A failure is shown as a notification; a cancelled download is not a failure.
 */
export function useExportDownload(path: string, query: Record<string, QueryValue>, onDownloaded?: () => void) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async (format: ExportFormatName) => {
    controller.current = new AbortController();
    setProgress({ total: null, rows: null, bytes: 0, fraction: null });
    try {
      await downloadExport(path, { format, query, signal: controller.current.signal, onProgress: setProgress });
      onDownloaded?.();
    } catch (error) {
      if (!isAbort(error)) notifyError(error);
    } finally {
      setProgress(null);
      controller.current = null;
    }
  };

  return { progress, start, stop: () => controller.current?.abort() };
}
