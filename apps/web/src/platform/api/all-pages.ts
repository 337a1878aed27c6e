import { MAX_PAGE_SIZE } from '@stagedoor/contracts';
import type { ApiClient, ListEnvelope, RequestOptions } from './client';

/**
 * Every row of a paged list, for screens that show a whole list at once (an event's
 * tickets to drag into order, its questions): pages of the largest size, one after another.
 */
export async function getAllPages<T>(client: ApiClient, path: string, options: RequestOptions = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await client.get<ListEnvelope<T>>(path, { ...options, query: { ...options.query, page, per_page: MAX_PAGE_SIZE } });
    rows.push(...response.data);
    if (page >= response.meta.last_page) return rows;
  }
}
