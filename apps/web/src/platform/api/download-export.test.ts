import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { downloadExport, type ExportProgress } from './download-export';
import { clearToken, setToken } from './token';

interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

interface SavedFile {
  name: string;
  type: string;
  text: string;
}

const encoder = new TextEncoder();

/** A body that arrives in the given pieces, as a streamed export does. */
function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

let sent: SentRequest[];
let saved: SavedFile[];
let pending: Promise<void>[];

/** The server's side: every request is kept and answered with `answer`. */
function answerWith(answer: (request: SentRequest) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const request = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: String(init.body ?? ''),
    };
    sent.push(request);
    return answer(request);
  });
}

/** The browser's side: the link the download clicks, read back through its object URL. */
function onLinkClick(event: MouseEvent) {
  const link = event.target;
  if (!(link instanceof HTMLAnchorElement)) return;
  event.preventDefault();
  const blob = blobs.get(link.href);
  if (!blob) throw new Error(`No file behind ${link.href}`);
  pending.push(blob.text().then((text) => void saved.push({ name: link.download, type: blob.type, text })));
}

const blobs = new Map<string, Blob>();
const createObjectURL = URL.createObjectURL.bind(URL);

beforeEach(() => {
  sent = [];
  saved = [];
  pending = [];
  blobs.clear();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    const url = createObjectURL(blob);
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  });
  document.addEventListener('click', onLinkClick, true);
});

afterEach(() => {
  document.removeEventListener('click', onLinkClick, true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToken();
});

describe('downloadExport', () => {
  it('posts the format with the filters, counts CSV rows as they arrive and hands over the named file', async () => {
    setToken('secret-token');
    const csv = ['id,name\n1,Ada\n', '2,Grace\n3,', 'Linus\n'];
    answerWith(
      () =>
        new Response(streamOf(csv), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="attendees-7.csv"',
            'x-total-count': '3',
          },
        }),
    );
    const progress: ExportProgress[] = [];

    await downloadExport('events/7/attendees/export', {
      format: 'csv',
      query: { status: 'ACTIVE', query: '', ticket_ids: [1, 2], page: undefined },
      onProgress: (step) => progress.push(step),
    });
    await Promise.all(pending);

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/events/7/attendees/export?status=ACTIVE&ticket_ids=1%2C2');
    expect(JSON.parse(request?.body ?? '')).toEqual({ format: 'csv' });
    expect(request?.headers.get('authorization')).toBe('Bearer secret-token');

    // The header line is not a row; a row counts once its line has ended.
    expect(progress.map((step) => step.rows)).toEqual([1, 2, 3]);
    expect(progress.map((step) => step.total)).toEqual([3, 3, 3]);
    expect(progress.at(-1)).toMatchObject({ fraction: 1, bytes: encoder.encode(csv.join('')).byteLength });

    expect(saved).toEqual([{ name: 'attendees-7.csv', type: 'text/csv; charset=utf-8', text: csv.join('') }]);
    // The link is only there for the click.
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('reports an XLSX by bytes against its length, and names the file after the format without a header', async () => {
    const bytes = new Uint8Array(2048).fill(65);
    answerWith(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(bytes.slice(0, 512));
              controller.enqueue(bytes.slice(512));
              controller.close();
            },
          }),
          { headers: { 'content-type': 'application/vnd.ms-excel', 'content-length': '2048', 'x-total-count': '40' } },
        ),
    );
    const progress: ExportProgress[] = [];

    await downloadExport('events/7/orders/export', { format: 'xlsx', query: {}, onProgress: (step) => progress.push(step) });
    await Promise.all(pending);

    expect(sent[0]?.url).toBe('/api/events/7/orders/export');
    expect(progress).toEqual([
      { total: 40, rows: null, bytes: 512, fraction: 0.25 },
      { total: 40, rows: null, bytes: 2048, fraction: 1 },
    ]);
    expect(saved.map((file) => [file.name, file.text.length])).toEqual([['export.xlsx', 2048]]);
  });

  it("fails with the server's error and hands over no file", async () => {
    answerWith(
      () =>
        new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'You cannot export this list.' }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );

    const result = downloadExport('events/7/orders/export', { format: 'csv', query: {}, onProgress: () => undefined });

    await expect(result).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'You cannot export this list.' });
    await expect(result).rejects.toBeInstanceOf(ApiError);
    expect(saved).toEqual([]);
  });

  it('tells a lost connection from a cancelled download', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(downloadExport('events/7/orders/export', { format: 'csv', query: {}, onProgress: () => undefined })).rejects.toMatchObject(
      { code: 'NETWORK_ERROR', status: 0 },
    );

    answerWith(() => new Response(streamOf(['id\n'])));
    const controller = new AbortController();
    controller.abort();
    await expect(
      downloadExport('events/7/orders/export', { format: 'csv', query: {}, signal: controller.signal, onProgress: () => undefined }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toEqual([]);
    expect(saved).toEqual([]);
  });
});
