import { z } from 'zod';
import { seatingLayoutShapeSchema } from './seating.js';

/**
 * The layout as a JSON Schema document (docs/seating.schema.json) for tools that import or export plans: the shape of
 * a layout as a body accepts it (fields with defaults may be left out). The rules that span fields (ids unique in the
 * plan, labels unique in a row, every seat in a known category) are in docs/seating.md; the API answers 422 for them.
 */
export function seatingLayoutDocumentSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(seatingLayoutShapeSchema, { io: 'input', target: 'draft-2020-12' });
  const { $schema, ...rest } = schema;
  return {
    $schema,
    title: 'Stagedoor seating plan layout',
    description:
      'The `layout` of a seating plan (POST/PUT/GET /api/accounts/{account_id}/seating-plans). See docs/seating.md for the rules this schema cannot express.',
    ...rest,
  };
}
