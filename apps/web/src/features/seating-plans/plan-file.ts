import { seatingLayoutShapeSchema, type SeatingLayout } from '@stagedoor/contracts';
import { saveFile } from '../../platform/api/download-export';

/**
 * A plan's layout as a JSON file (docs/seating.md): exported from one account, imported into another or kept
 * as a copy. A file holding `{name, layout}` is read too.
 */

export type LayoutFileResult =
  | { ok: true; layout: SeatingLayout; name: string | null }
  | { ok: false; reason: 'not_json' | 'not_a_layout' };

export function readLayoutFile(text: string): LayoutFileResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  const wrapped = typeof value === 'object' && value !== null && 'layout' in value;
  const candidate = wrapped ? (value as { layout: unknown }).layout : value;
  const name = wrapped && typeof (value as { name?: unknown }).name === 'string' ? (value as { name: string }).name : null;
  const parsed = seatingLayoutShapeSchema.safeParse(candidate);
  return parsed.success ? { ok: true, layout: parsed.data, name } : { ok: false, reason: 'not_a_layout' };
}

/** The file name a plan is exported under: its name in plain letters. */
export function layoutFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'seating-plan'}.json`;
}

export function downloadLayout(name: string, layout: SeatingLayout): void {
  const blob = new Blob([`${JSON.stringify(layout, null, 2)}\n`], { type: 'application/json' });
  saveFile(blob, layoutFileName(name));
}

/** A plan's name from the file it came in, without the extension. */
export function nameFromFile(fileName: string): string {
  return fileName.replace(/\.json$/i, '').trim() || fileName;
}
