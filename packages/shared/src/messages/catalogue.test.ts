import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { getBrandByWebAddressQuery } from '../contracts/brand';
import { idParam, listQuery, md5Hex } from '../contracts/common';
import {
  idList,
  nullableId,
  optionalBool,
  optionalGrade,
  optionalId,
  statusParam,
  usernameParam,
} from '../contracts/org';
import { loginBody } from '../contracts/user';
import { MESSAGE_TERMS, SERVER_MESSAGES } from './catalogue';
import { findTranslation, placeholdersOf } from './translate';

const GROUP = /\{[A-Za-z_]\w*:([A-Za-z_]\w*)\}/g;

describe('the catalogue', () => {
  const entries = Object.entries(SERVER_MESSAGES);

  it.each(entries)('%s: zh, es and ja, with the same placeholders', (key, translations) => {
    const expected = placeholdersOf(key).sort();
    expect(new Set(expected).size).toBe(expected.length);
    for (const lang of ['zh', 'es', 'ja'] as const) {
      const text = translations[lang];
      expect(text.trim(), lang).not.toBe('');
      expect(text, lang).not.toMatch(/\{[A-Za-z_]\w*:/);
      expect(placeholdersOf(text).sort(), `${lang}: ${text}`).toEqual(expected);
    }
    for (const m of key.matchAll(GROUP)) expect(MESSAGE_TERMS[m[1] ?? '']).toBeDefined();
  });

  it('has no blank or padded keys', () => {
    for (const [key] of entries) expect(key).toBe(key.trim());
  });

  it('has every term in zh, es and ja', () => {
    for (const group of Object.values(MESSAGE_TERMS)) {
      for (const t of Object.values(group))
        for (const lang of ['zh', 'es', 'ja'] as const) expect(t[lang]).not.toBe('');
    }
  });
});

/** Invalid input for the contracts and zod's own checks: every message zod reports must be catalogued. */
const cases: [string, z.ZodType, unknown][] = [
  ['login, nothing', loginBody, {}],
  ['login, blank', loginBody, { loginvalue: '', pwd: 'nope' }],
  ['login, wrong types', loginBody, { loginvalue: 'x'.repeat(70), pwd: 5 }],
  ['list query', listQuery, { page: '0', pageSize: '1000', keyword: 'k'.repeat(101), sort: 5, order: 'up' }],
  ['list query, NaN', listQuery, { page: 'abc' }],
  ['list query, fraction', listQuery, { page: '1.5' }],
  ['md5', z.object({ pwd: md5Hex }), { pwd: 'x' }],
  ['id, spelled in hex', z.object({ id: idParam }), { id: '0x10' }],
  ['id, missing', z.object({ id: idParam }), {}],
  ['text with NUL', listQuery, { keyword: 'a\u0000b' }],
  ['web address', getBrandByWebAddressQuery, { webAddress: '' }],
  ['web address, label', getBrandByWebAddressQuery, { webAddress: 'a.b' }],
  [
    'org params',
    z.object({ id: optionalId, n: nullableId, b: optionalBool, g: optionalGrade, s: statusParam }),
    {
      id: 'x',
      n: '-1',
      b: 'maybe',
      g: '13',
      s: '5',
    },
  ],
  ['id list, missing', z.object({ ids: idList }), {}],
  ['id list, bad', z.object({ ids: idList }), { ids: 'a,b' }],
  ['id list, too long', z.object({ ids: idList }), { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }],
  ['username', z.object({ u: usernameParam }), { u: 'a' }],
  ['username, characters', z.object({ u: usernameParam }), { u: 'a b c' }],
  [
    'zod checks',
    z
      .object({
        b: z.boolean(),
        n: z.null(),
        e: z.email(),
        url: z.url(),
        uuid: z.uuid(),
        l: z.literal('x'),
        a: z.array(z.string()).min(2),
        a2: z.array(z.string()).max(1),
        a3: z.array(z.string()).length(1),
        s: z.string().length(3),
        s2: z.string().startsWith('ab').endsWith('yz').includes('m'),
        s3: z.string().regex(/^\d+$/),
        num: z.number().int().positive().multipleOf(5),
        lt: z.number().lt(3).max(2),
        gt: z.number().gt(3),
        d: z.iso.datetime(),
        day: z.iso.date(),
      })
      .strict(),
    {
      b: 1,
      n: 1,
      e: 'q',
      url: 'q',
      uuid: 'q',
      l: 'y',
      a: [],
      a2: ['1', '2'],
      a3: [],
      s: 'ab',
      s2: 'q',
      s3: 'q',
      num: 1.5,
      lt: 5,
      gt: 1,
      d: 'q',
      day: 'q',
      zz: 1,
      yy: 2,
    },
  ],
  ['zod: one unknown key', z.object({}).strict(), { zz: 1 }],
  ['zod: union', z.union([z.string(), z.number()]), true],
  ['zod: record key', z.record(z.enum(['a']), z.string()), { b: 'x' }],
];

describe("zod's messages", () => {
  it.each(cases)('%s: every issue message is catalogued in every language', (_name, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      for (const lang of LANGUAGES) expect(findTranslation(message, lang), `${lang}: ${message}`).toBeDefined();
    }
  });
});
