#!/usr/bin/env node
// Checks that the web app's translation catalogs are complete and in step with the source.
//
// The messages are extracted from apps/web/src into a temporary copy of the catalogs (the
// committed files are never touched), then every locale is compared with that extraction:
//   - missing:  a message used in the code that the committed catalog does not have
//   - empty:    a message without translation (every locale except the source locale)
//   - obsolete: a message in the committed catalog that the code no longer uses
// Any of these makes the check fail with exit code 1 and a list per locale.
// Fix with `npm run i18n:extract`, then translate what is listed.

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const configFile = path.join(webDir, 'lingui.config.ts');
const localesDir = path.join(webDir, 'src/locales');
const SOURCE_LOCALE = 'en';

/** Parses the entries of a .po file into a map from key (context + message id) to translation. */
function parsePo(text) {
  const entries = new Map();
  let current = null;
  let field = null;
  const finish = () => {
    if (current && current.msgid !== '') entries.set(keyOf(current), current);
    current = null;
    field = null;
  };
  const unquote = (value) => JSON.parse(value);
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      finish();
      continue;
    }
    if (line.startsWith('#~')) continue; // obsolete entries kept by other tools
    if (line.startsWith('#')) {
      if (current && field) finish();
      continue;
    }
    const match = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (match) {
      if (match[1] === 'msgctxt' || (match[1] === 'msgid' && current && field !== 'msgctxt')) finish();
      current ??= { msgctxt: '', msgid: '', msgstr: '' };
      field = match[1];
      current[field] = unquote(match[2]);
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    }
  }
  finish();
  return entries;
}

function keyOf(entry) {
  return entry.msgctxt ? `${entry.msgctxt}\u0004${entry.msgid}` : entry.msgid;
}

function describe(key) {
  const [context, id] = key.includes('\u0004') ? key.split('\u0004') : [null, key];
  return context ? `[${context}] ${id}` : id;
}

function readCatalog(dir, locale) {
  const file = path.join(dir, locale, 'messages.po');
  return existsSync(file) ? parsePo(readFileSync(file, 'utf8')) : new Map();
}

/** Lingui writes one catalog per configured locale, so the extraction itself lists the locales. */
function extractedLocales(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'messages.po')))
    .map((entry) => entry.name)
    .sort((a, b) => (a === SOURCE_LOCALE ? -1 : b === SOURCE_LOCALE ? 1 : a.localeCompare(b)));
}

function extractInto(tempDir) {
  const tempConfig = path.join(tempDir, 'lingui.config.ts');
  const catalogPath = path.join(tempDir, 'locales', '{locale}', 'messages');
  writeFileSync(
    tempConfig,
    [
      `import base from ${JSON.stringify(configFile)};`,
      'export default {',
      '  ...base,',
      `  rootDir: ${JSON.stringify(webDir)},`,
      '  catalogs: base.catalogs.map((catalog) => ({',
      '    ...catalog,',
      `    path: ${JSON.stringify(catalogPath)},`,
      '  })),',
      '};',
      '',
    ].join('\n'),
  );
  const require = createRequire(path.join(webDir, 'package.json'));
  const cli = path.join(path.dirname(require.resolve('@lingui/cli')), 'lingui.js');
  const result = spawnSync(process.execPath, [cli, 'extract', '--clean', '--config', tempConfig], {
    cwd: webDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error('lingui extract failed');
  }
}

function main() {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-i18n-'));
  try {
    if (existsSync(localesDir)) cpSync(localesDir, path.join(tempDir, 'locales'), { recursive: true });
    extractInto(tempDir);
    const locales = extractedLocales(path.join(tempDir, 'locales'));

    let problems = 0;
    const lines = [];
    for (const locale of locales) {
      const extracted = readCatalog(path.join(tempDir, 'locales'), locale);
      const committed = readCatalog(localesDir, locale);
      const missing = [...extracted.keys()].filter((key) => !committed.has(key));
      const obsolete = [...committed.keys()].filter((key) => !extracted.has(key));
      const empty =
        locale === SOURCE_LOCALE
          ? []
          : [...committed.entries()]
              .filter(([key, entry]) => extracted.has(key) && entry.msgstr.trim() === '')
              .map(([key]) => key);
      const count = missing.length + obsolete.length + empty.length;
      problems += count;
      if (count === 0) {
        lines.push(`  ${locale}: ${extracted.size} messages, complete`);
        continue;
      }
      lines.push(`  ${locale}: ${missing.length} missing, ${empty.length} untranslated, ${obsolete.length} obsolete`);
      for (const key of missing) lines.push(`    missing:      ${describe(key)}`);
      for (const key of empty) lines.push(`    untranslated: ${describe(key)}`);
      for (const key of obsolete) lines.push(`    obsolete:     ${describe(key)}`);
    }

    if (problems > 0) {
      console.error('Translation catalogs are incomplete:');
      console.error(lines.join('\n'));
      console.error('\nRun `npm run i18n:extract`, then translate the messages listed above.');
      process.exitCode = 1;
    } else {
      console.log('Translation catalogs are complete:');
      console.log(lines.join('\n'));
    }
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
