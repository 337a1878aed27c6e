#!/usr/bin/env node
// Adds translations to the web app's catalogs, safely while others do the same.
//
//   node scripts/i18n-apply.mjs translations.json
//
// translations.json maps each locale to { "English message id": "translation" }:
//   { "de": { "Save": "Speichern" }, "fr": { "Save": "Enregistrer" }, ... }
// The script takes an exclusive lock, extracts the messages from the source (so new ids
// exist in every catalog), writes the given translations and lists ids it could not find.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { holdI18nLock } from './i18n-lock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

holdI18nLock();

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/i18n-apply.mjs translations.json');
  process.exit(2);
}
const translations = JSON.parse(readFileSync(file, 'utf8'));

const extract = spawnSync(process.execPath, [path.join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract'], {
  cwd: path.join(root, 'apps/web'),
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (extract.status !== 0) process.exit(extract.status ?? 1);

let missing = 0;
for (const [locale, entries] of Object.entries(translations)) {
  const catalog = path.join(root, 'apps/web/src/locales', locale, 'messages.po');
  const lines = readFileSync(catalog, 'utf8').split('\n');
  for (const [id, translation] of Object.entries(entries)) {
    const at = lines.indexOf(`msgid ${JSON.stringify(id)}`);
    if (at === -1 || !lines[at + 1]?.startsWith('msgstr ')) {
      console.error(`${locale}: not in the catalog: ${id}`);
      missing += 1;
      continue;
    }
    lines[at + 1] = `msgstr ${JSON.stringify(translation)}`;
  }
  writeFileSync(catalog, lines.join('\n'));
}
process.exit(missing > 0 ? 1 : 0);
