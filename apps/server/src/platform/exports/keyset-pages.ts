/**
 * Reads a large result in batches ordered by id, each batch starting after the
 * last id seen: every batch costs the same index lookup, unlike OFFSET paging.
 *
 * The next batch is asked for as soon as the current one arrives, so that the
 * database reads it while the caller writes the current one out: at most two
 * batches are in memory, whatever the size of the result.
 *
 * Memory stays flat only if the rows die young. V8 promotes to its old generation
 * whatever survives two young-generation collections (one every 16 MB allocated once
 * the process is warm), and old garbage stays until the next full collection, which at
 * the app's heap size can come 100 MB later. So a batch, with the one read ahead,
 * must be written out within about one young-generation cycle; and nothing long-lived
 * may point at its rows once they are written (see the end of `keysetPages`).
 */
import type { ExportFormat } from './export-file.js';

/**
 * Rows per batch. With batches of 1,000 rows, every batch outlived a few scavenges, and
 * the old generation filled with dead rows in proportion to the size of the export.
 */
export const EXPORT_BATCH_SIZE = 250;

/**
 * Cells per batch of an XLSX export. exceljs allocates about 1 KB of short-lived objects
 * per cell it writes (row, cell and value objects, XML strings), some 30 KB per order of
 * 26 columns against a few KB for CSV, so an XLSX batch must hold fewer rows the wider
 * they are. Measured on the back-office benchmark (100,000 orders), 500 rows of 26 columns,
 * or 250 rows of 46 (an event with 20 questions), outlived two scavenges and the process
 * grew by 17 to 45 MB during the export; 5,000 cells a batch (192 and 108 rows) kept the
 * rise within 2 to 11 MB.
 */
const XLSX_CELLS_PER_BATCH = 5_000;

/** Rows per batch of an export in `format` with `columnCount` columns. */
export function exportBatchSize(format: ExportFormat, columnCount: number): number {
  if (format !== 'xlsx') return EXPORT_BATCH_SIZE;
  return Math.min(EXPORT_BATCH_SIZE, Math.max(25, Math.floor(XLSX_CELLS_PER_BATCH / Math.max(1, columnCount))));
}

/**
 * `fetchBatch` must return an array of its own (such as a query's rows): it is emptied
 * once its rows have been handed out.
 */
export async function* keysetPages<Row>(
  fetchBatch: (afterId: number | null, limit: number) => Promise<Row[]>,
  idOf: (row: Row) => number,
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row> {
  let next: Promise<Row[]> | null = fetchBatch(null, batchSize);
  try {
    while (next) {
      const batch: Row[] = await next;
      next = batch.length < batchSize ? null : fetchBatch(idOf(batch[batch.length - 1]!), batchSize);
      // A failure of the batch read ahead surfaces when it is awaited, not as an unhandled rejection meanwhile.
      next?.catch(() => undefined);
      for (const row of batch) yield row;
      // node-postgres collects every query's rows into an array made at one place in its code, and
      // V8 pretenures that place once most of its arrays outlive a young-generation collection (as
      // the batch read ahead does): the arrays are then made in the old generation, where a dead
      // one still holds its rows, young as they are, until the next full collection. Every row of
      // an export was promoted that way, some 0.9 KB an order: most of the 73 MB by which the
      // benchmark's XLSX export of 100,000 orders grew.
      batch.length = 0;
    }
  } finally {
    // The reader stopped early (the client went away): let the batch read ahead finish before the connection is reused.
    if (next) await next.catch(() => undefined);
  }
}
