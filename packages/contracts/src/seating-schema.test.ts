import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seatingLayoutDocumentSchema } from './seating-json-schema.js';

const FILE = new URL('../../../docs/seating.schema.json', import.meta.url);

describe('docs/seating.schema.json', () => {
  // `npm run seating:schema` writes it (then formatted like every JSON file); the test compares content, not layout.
  it('is the JSON Schema of the layout as the contracts define it now', () => {
    const generated = seatingLayoutDocumentSchema();
    if (process.env.UPDATE_SEATING_SCHEMA === '1') writeFileSync(FILE, `${JSON.stringify(generated, null, 2)}\n`);
    const committed: unknown = JSON.parse(readFileSync(FILE, 'utf8'));
    expect(committed, 'docs/seating.schema.json is out of date: run `npm run seating:schema`').toEqual(generated);
  });
});
