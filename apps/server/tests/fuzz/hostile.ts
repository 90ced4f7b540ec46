import fc from 'fast-check';

/**
 * Hostile values, as raw JSON text where JavaScript cannot hold them (1e309, -0, 20-digit integers), and the
 * request-level mutations the fuzz test applies to valid requests.
 */
const deepArray = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

/** Numbers past every column's range, or that JavaScript turns into something else. */
export const HOSTILE_NUMBERS = ['2147483648', '-2147483649', '4294967296', '9007199254740993', '99999999999999999999', '1e20', '-1e20', '1e300', '1e309', '-1e309', '-0', '0', '-1', '1.5', '5e-324'];

/** Strings as a query, path or body value. */
export const HOSTILE_STRINGS = [
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'tab\there\nline',
  '\u0007\u001b[31mred',
  'x\u202Eevil\u202C.exe',
  '\u200F\u05D0\u05D1',
  '\ud800',
  'a\udfffb',
  '\udc00\ud800',
  'x\ud800y',
  '😀'.slice(0, 1),
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  "'; drop table app_user; --",
  '%00',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'https://evil.example/track.gif',
  '1,2,3',
  'true',
  'null',
  '{}',
];

/** Whole JSON values (raw text). */
export const HOSTILE_JSON = [
  'null',
  'true',
  '[]',
  '{}',
  '[1,2,3]',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  deepArray(3000),
  deepObject(600),
  `[${Array.from({ length: 5000 }, (_, i) => i).join(',')}]`,
  `{${Array.from({ length: 1500 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
];

export const RAW_VALUES = [...HOSTILE_NUMBERS, ...HOSTILE_STRINGS.map((s) => JSON.stringify(s)), ...HOSTILE_JSON];

/** Bodies that are not a JSON object, or not JSON at all. */
export const HOSTILE_BODIES = ['', '{"a":', '[]', '"text"', '123', 'null', '{"__proto__":{"polluted":1}}', deepArray(3000), '\u0000', '{"a":"\\u0000"}', '{"a":"\\ud800"}', '{"\\udc00":1}', '"\\ud800"'];

/** Header values a client controls. */
export const HOSTILE_HEADERS: Array<Record<string, string>> = [
  { siteareaid: '2147483648' },
  { siteareaid: '99999999999999999999' },
  { siteareaid: '-1' },
  { siteareaid: '1e309' },
  { lang: 'xx'.repeat(200) },
  { terminal: '2147483648' },
  { token: 'x'.repeat(150) },
  { authorization: 'Bearer \u202E' },
  { device: 'd'.repeat(500) },
];

const MARK = (i: number) => `\u0001RAW${i}\u0001`;

/** JSON text of `value`, where each marker string set by `setPath` is replaced by its raw text. */
export function stringifyWithRaw(value: unknown, raws: string[]): string {
  let text = JSON.stringify(value) ?? 'null';
  raws.forEach((raw, i) => {
    text = text.replace(JSON.stringify(MARK(i)), raw);
  });
  return text;
}

/** A copy of `obj` with `path` set to raw JSON `raw` (through a marker). */
export function setPath(obj: unknown, path: string[], raws: string[], raw: string): unknown {
  const copy = structuredClone(obj) as Record<string, unknown>;
  const root = copy && typeof copy === 'object' ? copy : {};
  let node: Record<string, unknown> = root;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = /^\d+$/.test(key) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  raws.push(raw);
  node[path.at(-1)!] = MARK(raws.length - 1);
  return root;
}

export const pickOne = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
