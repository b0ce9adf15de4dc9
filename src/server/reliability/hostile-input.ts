/**
 * Arbitraries of hostile input for the fuzzing tests: wrong types, huge and deeply nested JSON, odd
 * unicode, SQL and script fragments, prototype keys, broken percent-encoding, and headers to match.
 */
import http from 'node:http';
import fc from 'fast-check';

/** Strings that have broken servers before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Mia\u0000',
  '\u0000'.repeat(30),
  "'",
  '"',
  '\\',
  "' OR '1'='1",
  "Mia'); DROP TABLE stories;--",
  '1; SELECT pg_sleep(5)',
  '$1',
  '$$',
  '%s%s%s%n',
  '{{7*7}}',
  '${7*7}',
  '<script>window.__pwned=1</script>',
  '<img src=x onerror=window.__pwned=1>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  ']]><!--',
  '../../etc/passwd',
  '..\\..\\windows',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '2147483648',
  '0x7fffffff',
  'true',
  '[]',
  '{}',
  '\uFEFF',
  '\u200B\u200D\u2060',
  '\u202Eevil\u202C',
  '\uD800',
  '\uDFFF\uD800',
  '🧸🦊🦉',
  '👨‍👩‍👧‍👦',
  'Zalgờ̴̡̢̖̗̘̙̜̝̞̟̠̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ͏͓͔͕͖͙͚͐͑͒͗͛ͣͤͥͦͧͨͩͪͫͬͭͮͯ͘͜͟͢͝͞͠͡',
  'ﷺ',
  'İıŉǰ',
  'ß'.repeat(20),
  '\r\n\r\nHTTP/1.1 200 OK',
  '\t\n\v\f\r',
  'A'.repeat(31),
  'A'.repeat(51),
  'A'.repeat(501),
  'A'.repeat(5000),
];

const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  // Lone surrogates and controls, which fc's strings avoid.
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0xd800, max: 0xdfff })), {
        minLength: 1,
        maxLength: 12,
      })
      .map((codes) => String.fromCharCode(...codes)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...NASTY_STRINGS),
        fc.constantFrom('Mia', 'Bear', 'Friendship', 'Short'),
        fc.boolean(),
      )
      .map(([a, b, before]) => (before ? a + b : b + a)),
  },
);

export const hostileString = hostileText;

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 2, 3, 4, 5, 18, 19, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.constantFrom(1e308, -1e308, 5e-324, 0.5, 1.0000000001),
);

/** Keys for objects, prototype keys included (set as own keys, so they reach the JSON text). */
export const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', ''),
  fc.constantFrom('userId', 'guestSessionId', 'isAdmin', 'role', 'planType', 'id', 'isPublic', 'readCount'),
  hostileText,
);

function objectWithOwnKeys(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** Any JSON value, hostile at every level. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 5 }).map(objectWithOwnKeys),
  ),
})).value;

/** A valid body made wrong in one of several ways: a field replaced, added, dropped, or all of it. */
export function mutatedBody(example: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const base = example ?? {};
  const keys = Object.keys(base);
  const variants: fc.Arbitrary<unknown>[] = [
    hostileJson,
    fc
      .array(fc.tuple(hostileKey, hostileJson), { minLength: 1, maxLength: 3 })
      .map((extra) => objectWithOwnKeys([...Object.entries(base), ...extra])),
  ];
  if (keys.length > 0) {
    variants.push(
      fc
        .tuple(fc.constantFrom(...keys), hostileJson)
        .map(([key, value]) => objectWithOwnKeys(Object.entries({ ...base, [key]: value }))),
      fc
        .tuple(fc.constantFrom(...keys), hostileText)
        .map(([key, value]) => objectWithOwnKeys(Object.entries({ ...base, [key]: value }))),
      fc.subarray(keys).map((kept) => Object.fromEntries(kept.map((k) => [k, base[k]]))),
    );
  }
  return fc.oneof(...variants);
}

const deep = (open: string, middle: string, close: string, depth: number) =>
  open.repeat(depth) + middle + close.repeat(depth);

/** Bodies no JSON encoder would write. */
export const RAW_BODIES = [
  '',
  ' ',
  '{',
  '{"childName":',
  '[1,2',
  'null',
  '"just a string"',
  '42',
  'true',
  '\uFEFF{}',
  '{}{}',
  '{"a":1,}',
  "{'a':1}",
  '/* comment */ {}',
  'NaN',
  '{"userId":1e999}',
  '{"userId":-0}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":{"__proto__":{"polluted":true}}}',
  '{"childName":"A","childName":"Mia","animal":"Bear","theme":"Friendship"}',
  '{"childName":"\\u0000\\u0000","animal":"Bear","theme":"Friendship"}',
  '{"childName":"\\ud800","animal":"Bear","theme":"Friendship"}',
  deep('[', '', ']', 20_000),
  deep('{"a":', '1', '}', 5_000),
  deep('{"a":', '{"__proto__":{"x":1}}', '}', 3_000),
  `{"tags":[${'"x",'.repeat(20_000)}"x"]}`,
  `{"childName":"${'A'.repeat(70_000)}"}`,
];

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json;charset=utf-16',
  'application/jsonx',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  '*/*',
  'json',
  '',
];

export const ORIGINS = [
  'http://localhost:3000',
  'https://evil.example',
  'null',
  'http://localhost:3000.evil.example',
  'http://localhost',
  'file://',
];

/** Header values an HTTP parser would let through (no CR, LF or NUL): others never reach the app. */
export const headerValue = hostileText.filter((value) => {
  try {
    http.validateHeaderValue('x-test', value);
    return true;
  } catch {
    return false;
  }
});

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes a careless
 * encoder would write for it (WTF-8), as an attacker may.
 */
export function encodeAnything(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A path segment: a hostile string percent-encoded, or raw bytes no encoder would write. */
export const hostileSegment = fc.oneof(
  { weight: 4, arbitrary: hostileText.filter((s) => s !== '').map(encodeAnything) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '..',
      '%2e%2e',
      '%2e%2e%2f%2e%2e',
      '%00',
      '%E0%A4%A',
      '%ff%fe',
      '%',
      '%%',
      ';',
      '*',
      'a'.repeat(199),
      'a'.repeat(201),
      'a'.repeat(5000),
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '0',
      '-1',
      '1.5',
      '1e3',
      '99999999999999999999',
      '0x10',
      'x.svg',
      '..%2F..%2Fpackage.json',
    ),
  },
);

export const hostileQuery = fc
  .array(fc.tuple(fc.oneof(hostileKey, fc.constantFrom('a[b]', '__proto__[x]', 'a[]')), hostileText), {
    maxLength: 4,
  })
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([k, v]) => `${encodeAnything(k)}=${encodeAnything(v)}`).join('&')}`,
  );
