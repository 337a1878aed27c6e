/**
 * Reads a large result in batches ordered by id, each batch starting after the
 * last id seen: every batch costs the same index lookup, unlike OFFSET paging,
 * and only one batch is in memory at a time.
 */
export const EXPORT_BATCH_SIZE = 1000;

export async function* keysetPages<Row>(
  fetchBatch: (afterId: number | null, limit: number) => Promise<Row[]>,
  idOf: (row: Row) => number,
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row> {
  let afterId: number | null = null;
  for (;;) {
    const batch = await fetchBatch(afterId, batchSize);
    for (const row of batch) yield row;
    if (batch.length < batchSize) return;
    afterId = idOf(batch[batch.length - 1]!);
  }
}
