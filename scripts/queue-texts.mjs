#!/usr/bin/env node
// The waiting room page's texts, one JSON per locale (docs/waiting-room.md, "The buyer's page").
//
// The texts are Lingui messages in apps/web/src/features/queue-page/texts.ts, translated in the web app's catalogues
// like every other message. This writes apps/web/public/queue-texts/<locale>.json ({key: text}) from the catalogues,
// so the page (apps/web/public/queue.js) loads only its buyer's language and stays free of the app's libraries.
// `--check` writes nothing and fails (exit 1) when a file is missing or differs: `npm run i18n:check` runs it.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'apps/web/src/features/queue-page/texts.ts');
const localesDir = path.join(root, 'apps/web/src/locales');
const outDir = path.join(root, 'apps/web/public/queue-texts');
export const QUEUE_LOCALES = ['en', 'de', 'fr', 'pt', 'es', 'zh-cn', 'pt-br'];

/** key → message id, from the entries of the form key, colon, msg template (a `${name}` is the `{name}` placeholder, as Lingui reads it). */
function sourceTexts() {
  const text = readFileSync(source, 'utf8');
  const entries = [...text.matchAll(/(\w+):\s*msg`([^`]*)`/g)].map(([, key, message]) => [key, message.replace(/\$\{(\w+)\}/g, '{$1}')]);
  if (entries.length === 0) throw new Error(`${source}: no texts found`);
  return entries;
}

/** msgid → msgstr of a .po catalogue (continuation lines joined). */
function readPo(file) {
  const messages = new Map();
  let id = null;
  let str = null;
  let field = null;
  const finish = () => {
    if (id !== null && str !== null) messages.set(id, str);
    id = str = field = null;
  };
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.trim();
    const match = /^(msgid|msgstr|msgctxt)\s+(".*")$/.exec(line);
    if (match?.[1] === 'msgid') {
      finish();
      id = JSON.parse(match[2]);
      field = 'id';
    } else if (match?.[1] === 'msgstr') {
      str = JSON.parse(match[2]);
      field = 'str';
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id += JSON.parse(line);
      else str += JSON.parse(line);
    } else if (line === '' || line.startsWith('#')) {
      if (field === 'str') finish();
    }
  }
  finish();
  return messages;
}

export function queueTexts() {
  const texts = sourceTexts();
  const problems = [];
  const files = new Map();
  for (const locale of QUEUE_LOCALES) {
    const catalogue = readPo(path.join(localesDir, locale, 'messages.po'));
    const out = {};
    for (const [key, id] of texts) {
      const translated = catalogue.get(id);
      if (translated === undefined) problems.push(`${locale}: "${id}" is not in the catalogue (npm run i18n:extract)`);
      else if (translated === '' && locale !== 'en') problems.push(`${locale}: "${id}" is not translated`);
      out[key] = translated || id;
    }
    files.set(locale, `${JSON.stringify(out, null, 2)}\n`);
  }
  return { files, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const { files, problems } = queueTexts();
  for (const [locale, content] of files) {
    const file = path.join(outDir, `${locale}.json`);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === content) continue;
    if (check) problems.push(`${path.relative(root, file)} is stale: run node scripts/queue-texts.mjs`);
    else {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(file, content);
    }
  }
  if (problems.length) {
    console.error(`Queue page texts:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  if (check) console.log(`Queue page texts: ${files.size} locales, up to date`);
}
