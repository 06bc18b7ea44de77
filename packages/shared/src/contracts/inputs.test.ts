/**
 * What the contracts accept as ids and as text (issue 8 item 5): ids are plain decimal digits or JSON
 * integers within int4; no text holds the NUL character, which PostgreSQL cannot store.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../api';
import { ID_MAX } from '../constants';
import { ID_PROBLEM, idParam, listQuery, NUL_PROBLEM, text, toId } from './common';
import { idList, nullableId, optionalId } from './org';

const NOT_PLAIN = ['0x10', '0X10', '0o7', '0b1', '1e1', '1E1', '1.0', '1.', ' 1', '1 ', '\t1', '1\n', '+1', '-1'];

function problems(schema: z.ZodType, value: unknown): string[] {
  const result = z.object({ v: schema }).safeParse({ v: value });
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('ids', () => {
  it('reads JSON integers and plain decimal digits from 1 to 2^31-1', () => {
    for (const schema of [idParam, optionalId, nullableId]) {
      expect(schema.parse(16)).toBe(16);
      expect(schema.parse('16')).toBe(16);
      expect(schema.parse(String(ID_MAX))).toBe(ID_MAX);
    }
    expect(idList.parse('1,16, 2')).toEqual([1, 16, 2]);
    expect(toId('2147483647')).toBe(ID_MAX);
    expect(toId('2147483648')).toBeNull();
    expect(toId(0)).toBeNull();
    expect(toId(1.5)).toBeNull();
  });

  it('refuses every other spelling of a number instead of reading it as another id', () => {
    for (const spelled of NOT_PLAIN) {
      const where = JSON.stringify(spelled);
      expect(problems(idParam, spelled), where).toEqual([ID_PROBLEM]);
      expect(problems(optionalId, spelled), where).toEqual([ID_PROBLEM]);
      expect(problems(nullableId, spelled), where).toEqual([ID_PROBLEM]);
      // A comma list may have blanks around its items ("1, 2").
      if (spelled.trim() === spelled) expect(problems(idList, spelled), where).toEqual(['must be a list of ids']);
      expect(toId(spelled), where).toBeNull();
    }
    expect(problems(idParam, '2147483648')).toEqual(['Too big: expected number to be <=2147483647']);
    expect(problems(idParam, true)).toEqual([ID_PROBLEM]);
    // Missing values and words keep the answers the clients know.
    expect(problems(idParam, undefined)).toEqual(['Invalid input: expected number, received NaN']);
    expect(problems(idParam, 'abc')).toEqual(['Invalid input: expected number, received NaN']);
    expect(problems(idParam, '0')).toEqual(['Too small: expected number to be >0']);
  });

  it('clears a nullable id with null, "", 0 or "0" only', () => {
    for (const none of [null, '', 0, '0']) expect(nullableId.parse(none)).toBeNull();
    expect(nullableId.parse(undefined)).toBeUndefined();
  });
});

describe('text', () => {
  it('refuses the NUL character, with the field named', () => {
    expect(
      text()
        .safeParse('a\u0000b')
        .error?.issues.map((i) => i.message),
    ).toEqual([NUL_PROBLEM]);
    expect(text().parse('a\tb\n')).toBe('a\tb\n');
    const keyword = listQuery.safeParse({ keyword: 'a\u0000b' });
    expect(keyword.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['keyword', NUL_PROBLEM]]);
  });

  it('is every string of the contracts (no bare z.string() outside common.ts)', () => {
    const dirs = ['.', '../api'].map((d) => path.resolve(import.meta.dirname, d));
    const bare: string[] = [];
    for (const dir of dirs) {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
        const source = fs.readFileSync(path.join(dir, file), 'utf8');
        const count = source.match(/\bz\s*\.\s*string\s*\(/g)?.length ?? 0;
        // common.ts: text() itself and the envelope's msg (an answer, never an input).
        if (count > (file === 'common.ts' && dir === dirs[0] ? 2 : 0)) bare.push(`${file}: ${count}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it('refuses NUL in every top-level text parameter of every endpoint', () => {
    let checked = 0;
    for (const e of endpoints) {
      if (!(e.input instanceof z.ZodObject)) continue;
      for (const [key, field] of Object.entries(e.input.shape as Record<string, z.ZodType>)) {
        if (!field.safeParse('ab').success) continue;
        checked++;
        expect(field.safeParse('a\u0000b').success, `${e.id} ${key}`).toBe(false);
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
