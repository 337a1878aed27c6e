/** The odd values, queries and bodies of the schema-driven fuzz. */

export const HUGE = 'x'.repeat(100_000);
export const ODD_IDS = ['0', '-1', '0x10', '01', '%201', '99999999999999999999', 'abc', '%00', '1.5', '1e3', '%F0%9F%8E%AB', '..%2F1', '%E0%A4%A', '%', 'i'.repeat(150), '%C0%AE'];
export const ODD_STRINGS = [
  '',
  HUGE,
  '😀🎫👩‍👩‍👧',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%s%n%x',
  '   ',
  '-1',
  '0x10',
  'NaN',
  'Infinity',
  '1e308',
  '2031-02-30T25:61:00Z',
  '__proto__',
];
export const ODD_NUMBERS = [-1, 0, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e308, -1e308, 1.5, 0.1, 5e-324];
export const WRONG_TYPES: unknown[] = [null, true, {}, [], [1, 2], { nested: { deeper: [1] } }];
export const FIELD_VALUES: unknown[] = [...WRONG_TYPES, ...ODD_STRINGS, ...ODD_NUMBERS];

/** Candidates tried, in order, for a string field with a pattern. */
export const PATTERN_CANDIDATES = ['#336699', 'EUR', 'en', 'fuzz', '2031-05-01T19:00:00Z', '2031-05-01', '19:00', 'FUZZ-1', '4242424242424242', 'https://example.test'];

export const LIST_QUERIES = [
  'sort_by=nope',
  'sort_by=created_at&sort_direction=sideways',
  'sort_by[]=id',
  'filter_fields[nope][eq]=1',
  'filter_fields[id][bogus]=1',
  'filter_fields=abc',
  'filter_fields[id]=1',
  'filter_fields[id][eq][deeper]=1',
  'filter_fields[id][in]=a,b,%00',
  'filter_fields[id][eq]=99999999999999999999',
  'filter_fields[created_at][gt]=not-a-date',
  'filter_fields[title][eq]=%00',
  'filter_fields[status][in]=',
  'filter_fields[][]=1',
  'sort_by=constructor',
  'sort_by=__proto__&sort_direction=desc',
  'sort_by=toString',
  'filter_fields[constructor][eq]=1',
  'filter_fields[__proto__][eq]=1',
  'filter_fields[hasOwnProperty][in]=1,2',
  'filter_fields[id][constructor]=1',
  'filter_fields[id][eq]=1&filter_fields[id][eq]=2',
  '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  'per_page=0',
  'per_page=1000',
  'per_page=abc',
  'per_page=1&per_page=2',
  'page=-1',
  'page=0',
  'page=99999999999999999999',
  'page=1e9',
  `query=${'q'.repeat(5000)}`,
  'query=%00%27%22%5C',
  'query[]=a',
  'to=%00&limit=-1',
  'promo_code=%00',
  `promo_code=${'p'.repeat(3000)}`,
];

export const MALFORMED_BODIES: [string, string | Buffer][] = [
  ['truncated JSON', '{"a":'],
  ['unclosed array', '['],
  ['trailing garbage', '{"a":1}}'],
  ['bare word', 'nul'],
  ['NUL byte', '\u0000'],
  ['JSON null', 'null'],
  ['JSON array', '[]'],
  ['JSON string', '"text"'],
  ['JSON number', '12'],
  ['prototype pollution', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'],
  ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['2 MB body', JSON.stringify({ blob: 'y'.repeat(2 * 1024 * 1024) })],
];
