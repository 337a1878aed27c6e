#!/usr/bin/env node
// Adds or changes messages of the server's catalogs (apps/server/src/locales/<locale>/messages.po).
//
//   node scripts/i18n-server-apply.mjs messages.json
//
// messages.json maps each message key to its text in every language, as ICU MessageFormat:
//   { "mail.example.body": { "en": "You have {count, plural, one {# ticket} other {# tickets}}.", "de": "…",
//     "fr": "…", "pt": "…", "es": "…", "zh-cn": "…", "pt-br": "…" } }
// Each entry is written with Lingui's explicit-id flag and the catalogs stay sorted by key. The
// script takes the same lock as scripts/i18n-apply.mjs; run `npm run i18n:check` afterwards.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { holdI18nLock } from './i18n-lock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(root, 'apps/server/src/locales');
const LOCALES = ['en', 'de', 'fr', 'pt', 'es', 'zh-cn', 'pt-br'];
const EXPLICIT_ID_FLAG = 'js-lingui-explicit-id';

holdI18nLock();

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/i18n-server-apply.mjs messages.json');
  process.exit(2);
}
const messages = JSON.parse(readFileSync(file, 'utf8'));
const PO = createRequire(path.join(root, 'apps/server/package.json'))('pofile');

let incomplete = 0;
for (const [key, texts] of Object.entries(messages)) {
  const lacking = LOCALES.filter((locale) => typeof texts[locale] !== 'string' || texts[locale] === '');
  if (lacking.length) {
    console.error(`${key}: no text for ${lacking.join(', ')}`);
    incomplete += 1;
  }
}

for (const locale of LOCALES) {
  const catalog = path.join(localesDir, locale, 'messages.po');
  const po = PO.parse(readFileSync(catalog, 'utf8'));
  for (const [key, texts] of Object.entries(messages)) {
    if (typeof texts[locale] !== 'string' || texts[locale] === '') continue;
    let item = po.items.find((candidate) => candidate.msgid === key);
    if (!item) {
      item = new PO.Item();
      item.msgid = key;
      po.items.push(item);
    }
    if (!item.extractedComments.includes(EXPLICIT_ID_FLAG)) item.extractedComments.push(EXPLICIT_ID_FLAG);
    item.msgstr = [texts[locale]];
  }
  po.items.sort((a, b) => (a.msgid < b.msgid ? -1 : a.msgid > b.msgid ? 1 : 0));
  writeFileSync(catalog, `${po.toString()}\n`);
}
process.exit(incomplete > 0 ? 1 : 0);
