import { listEnvelope, MAX_PAGE_SIZE } from '@stagedoor/contracts';
import type { z } from 'zod';
import type { ApiClient, RequestOptions } from './client';

/**
 * Every row of a paged list, for screens that show a whole list at once (an event's
 * tickets to drag into order, its questions): pages of the largest size, one after another,
 * each checked against the list envelope of the contract's row schema.
 */
export async function getAllPages<Row extends z.ZodType>(
  client: ApiClient,
  path: string,
  row: Row,
  options: RequestOptions = {},
): Promise<z.output<Row>[]> {
  const schema = listEnvelope(row);
  const rows: z.output<Row>[] = [];
  for (let page = 1; ; page += 1) {
    const response = await client.get(path, { ...options, query: { ...options.query, page, per_page: MAX_PAGE_SIZE }, schema });
    rows.push(...response.data);
    if (page >= response.meta.last_page) return rows;
  }
}
