#!/usr/bin/env node
// Checks the translation catalogs of the web app and of the server: one set of rules for both.
//
// Web app (apps/web/src/locales): the messages are extracted from apps/web/src into a temporary
// copy of the catalogs (the committed files are never touched), then every locale is compared
// with that extraction. Server (apps/server/src/locales): the English catalog is the source; its
// ids are the message keys the server code uses (`t(locale, 'mail.greeting', …)`).
// For every locale of both:
//   - missing:      a message of the source that the locale's catalog does not have
//   - untranslated: a message without translation (every locale except the source locale)
//   - obsolete:     a message in the catalog that the source no longer has
//   - invalid:      a translation that is not valid ICU MessageFormat, names other placeholders
//                   than the source, drops a plural or select of the source, or has plural cases
//                   that do not fit the language (`other` always; the categories whole numbers
//                   take in the language, such as `one`; nothing the language does not have)
// Server entries must also carry Lingui's `#. js-lingui-explicit-id` flag, so that Lingui's tools
// read the msgid as the id. Any of these makes the check fail with exit code 1 and a list per locale.
// Fix the web app with `npm run i18n:extract`, then translate what is listed; see docs/i18n.md.

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
const serverDir = path.join(root, 'apps/server');
const serverLocalesDir = path.join(serverDir, 'src/locales');
const SOURCE_LOCALE = 'en';
const EXPLICIT_ID_FLAG = 'js-lingui-explicit-id';
/** Intl's tag for each catalog locale: `pt` is European Portuguese. */
const INTL_LOCALES = { en: 'en', de: 'de', fr: 'fr', pt: 'pt-PT', es: 'es', 'zh-cn': 'zh-CN', 'pt-br': 'pt-BR' };

const { compileMessageOrThrow } = createRequire(path.join(serverDir, 'package.json'))('@lingui/message-utils/compileMessage');

/** Parses the entries of a .po file into a map from key (context + message id) to entry. */
function parsePo(text) {
  const entries = new Map();
  let current = null;
  let field = null;
  const fresh = () => ({ msgctxt: '', msgid: '', msgstr: '', comments: [] });
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
      if (line.startsWith('#.')) (current ??= fresh()).comments.push(line.slice(2).trim());
      continue;
    }
    const match = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (match) {
      if (match[1] === 'msgctxt' || (match[1] === 'msgid' && field && field !== 'msgctxt')) finish();
      current ??= fresh();
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

/** The arguments of a compiled ICU message (name → kinds: '' for a plain one, 'plural', 'select', …) and its plurals. */
function analyse(tokens, into = { args: new Map(), plurals: [] }) {
  if (!Array.isArray(tokens)) return into;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, type = '', format] = token;
    if (!into.args.has(name)) into.args.set(name, new Set());
    into.args.get(name).add(type);
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const cases = Object.keys(format).filter((key) => key !== 'offset');
      if (type === 'plural') into.plurals.push({ name, cases });
      for (const key of cases) analyse(format[key], into);
    }
  }
  return into;
}

const pluralRules = new Map();
/** The plural categories of a language, and those that whole numbers up to 1000 take (every message needs these). */
function pluralCategories(locale) {
  const tag = INTL_LOCALES[locale] ?? locale;
  if (!pluralRules.has(tag)) {
    const rules = new Intl.PluralRules(tag);
    const required = new Set(['other']);
    for (let n = 0; n <= 1000; n++) required.add(rules.select(n));
    pluralRules.set(tag, { allowed: rules.resolvedOptions().pluralCategories, required: [...required] });
  }
  return pluralRules.get(tag);
}

function compiles(text) {
  try {
    return { tokens: compileMessageOrThrow(text) };
  } catch (error) {
    return { error: String(error instanceof Error ? error.message : error).split('\n')[0] };
  }
}

/** What is wrong with one translation, measured against its source text (ICU MessageFormat both). */
function icuProblems(locale, sourceText, text) {
  const compiled = compiles(text);
  if (compiled.error) return [`not valid ICU MessageFormat (${compiled.error})`];
  const own = analyse(compiled.tokens);
  const problems = [];
  const source = sourceText === undefined ? null : compiles(sourceText);
  if (source && !source.error) {
    const expected = analyse(source.tokens);
    const names = (analysis) => [...analysis.args.keys()].sort().join(', ');
    if (names(own) !== names(expected)) problems.push(`placeholders {${names(own)}}, the source has {${names(expected)}}`);
    for (const [name, kinds] of expected.args) {
      for (const kind of ['plural', 'selectordinal', 'select']) {
        if (kinds.has(kind) && !own.args.get(name)?.has(kind)) problems.push(`{${name}} is not a ${kind} as in the source`);
      }
    }
  }
  const { allowed, required } = pluralCategories(locale);
  for (const { name, cases } of own.plurals) {
    const categories = cases.filter((key) => !/^\d+$/.test(key));
    const unknown = categories.filter((key) => !allowed.includes(key));
    const lacking = required.filter((key) => !categories.includes(key));
    if (unknown.length) problems.push(`{${name}, plural} has ${unknown.join(', ')}, which ${locale} does not use`);
    if (lacking.length) problems.push(`{${name}, plural} lacks ${lacking.join(', ')}`);
  }
  return problems;
}

function report(lines, locale, size, found) {
  const count = Object.values(found).reduce((sum, keys) => sum + keys.length, 0);
  if (count === 0) {
    lines.push(`  ${locale}: ${size} messages, complete`);
    return 0;
  }
  const summary = Object.entries(found)
    .filter(([, list]) => list.length)
    .map(([kind, list]) => `${list.length} ${kind}`);
  lines.push(`  ${locale}: ${summary.join(', ')}`);
  for (const [kind, list] of Object.entries(found)) {
    for (const item of list) lines.push(`    ${`${kind}:`.padEnd(14)}${item}`);
  }
  return count;
}

function checkWeb(lines) {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-i18n-'));
  try {
    if (existsSync(localesDir)) cpSync(localesDir, path.join(tempDir, 'locales'), { recursive: true });
    extractInto(tempDir);
    const locales = extractedLocales(path.join(tempDir, 'locales'));
    let problems = 0;
    for (const locale of locales) {
      const extracted = readCatalog(path.join(tempDir, 'locales'), locale);
      const committed = readCatalog(localesDir, locale);
      const current = [...committed.entries()].filter(([key]) => extracted.has(key));
      problems += report(lines, locale, extracted.size, {
        missing: [...extracted.keys()].filter((key) => !committed.has(key)).map(describe),
        untranslated:
          locale === SOURCE_LOCALE ? [] : current.filter(([, entry]) => entry.msgstr.trim() === '').map(([key]) => describe(key)),
        obsolete: [...committed.keys()].filter((key) => !extracted.has(key)).map(describe),
        invalid: current.flatMap(([key, entry]) => {
          // The source locale may leave msgstr empty: the msgid is its text.
          const text = entry.msgstr.trim() === '' ? (locale === SOURCE_LOCALE ? entry.msgid : null) : entry.msgstr;
          if (text === null) return [];
          return icuProblems(locale, entry.msgid, text).map((problem) => `${describe(key)}: ${problem}`);
        }),
      });
    }
    return { problems, locales };
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}

function checkServer(lines, locales) {
  const source = readCatalog(serverLocalesDir, SOURCE_LOCALE);
  let problems = 0;
  for (const locale of locales) {
    const committed = readCatalog(serverLocalesDir, locale);
    const current = [...committed.entries()].filter(([key]) => source.has(key));
    problems += report(lines, locale, source.size, {
      missing: [...source.keys()].filter((key) => !committed.has(key)),
      untranslated: current.filter(([, entry]) => entry.msgstr.trim() === '').map(([key]) => key),
      obsolete: [...committed.keys()].filter((key) => !source.has(key)),
      'not explicit': [...committed.entries()]
        .filter(([, entry]) => !entry.comments.includes(EXPLICIT_ID_FLAG))
        .map(([key]) => `${key} (add "#. ${EXPLICIT_ID_FLAG}")`),
      invalid: current
        .filter(([, entry]) => entry.msgstr.trim() !== '')
        .flatMap(([key, entry]) => icuProblems(locale, source.get(key).msgstr, entry.msgstr).map((problem) => `${key}: ${problem}`)),
    });
  }
  return problems;
}

function main() {
  const webLines = [];
  const serverLines = [];
  const web = checkWeb(webLines);
  const serverProblems = checkServer(serverLines, web.locales);
  // The waiting room page's per-locale files, written from the web catalogues (scripts/queue-texts.mjs).
  const queue = spawnSync(process.execPath, [path.join(root, 'scripts/queue-texts.mjs'), '--check'], { encoding: 'utf8' });
  const queueLines = [`  ${(queue.stdout + queue.stderr).trim().replace(/\n/g, '\n  ')}`];
  const output = [
    'Web app (apps/web/src/locales):',
    ...webLines,
    'Server (apps/server/src/locales):',
    ...serverLines,
    'Queue page (apps/web/public/queue-texts):',
    ...queueLines,
  ].join('\n');
  if (web.problems + serverProblems > 0 || queue.status !== 0) {
    console.error(`Translation catalogs are incomplete or invalid:\n${output}`);
    console.error(
      '\nWeb app: run `npm run i18n:extract`, then translate the messages listed above.' +
        '\nServer: add or fix the entries in apps/server/src/locales/<locale>/messages.po (docs/i18n.md).' +
        '\nQueue page: after the web app, run `node scripts/queue-texts.mjs`.',
    );
    process.exitCode = 1;
  } else {
    console.log(`Translation catalogs are complete:\n${output}`);
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
