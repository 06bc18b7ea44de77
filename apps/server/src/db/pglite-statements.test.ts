/**
 * The embedded database's statement cache (db/pglite-statements.ts) against a real PGlite: the same results
 * and errors as PGlite's own query(), one prepared statement per text, statements prepared again when the
 * tables under them change, and transactions that still commit and roll back as a whole.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPlan, type StatementCache, statementCache } from './pglite-statements';

let client: PGlite;
let cache: StatementCache;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table notes (id serial primary key, body text not null, tags jsonb, at timestamptz not null default now(),
                        score real);
    insert into notes (body, tags, score) values ('one', '["a"]', 1.5), ('two', null, null);`);
  cache = statementCache(client, 3);
});
afterAll(() => client.close());

const cached = <T>(text: string, params: unknown[] = []) => cache.query<T>(text, params, undefined, false);

describe('the statement cache', () => {
  it('keeps only the data statements marked as hot paths, of bounded size', () => {
    // Unmarked statements (a keyword search) are planned at every call, for their values.
    expect(cache.keeps('select 1', [])).toBe(false);
    const long = `select '${'x'.repeat(20_000)}'`;
    const texts = ['select 1', '  WITH x as (select 1) select * from x', 'update notes set body = $1'];
    for (const text of [
      ...texts,
      'create table t (id int)',
      'set work_mem = 1000',
      long,
      'insert into notes (body) values ($1)',
    ])
      keepPlan(text);
    for (const text of texts) expect(cache.keeps(text, ['x'])).toBe(true);
    expect(cache.keeps('create table t (id int)', [])).toBe(false);
    expect(cache.keeps('set work_mem = 1000', [])).toBe(false);
    expect(cache.keeps(long, [])).toBe(false);
    const tooMany = Array.from({ length: 201 }, () => 'x');
    expect(cache.keeps('insert into notes (body) values ($1)', tooMany)).toBe(false);
  });

  it('gives the rows, fields and parsed types PGlite’s query() gives', async () => {
    const text = 'select id, body, tags, at, score from notes where id = any($1::int[]) order by id';
    const params = [[1, 2]];
    const direct = await client.query(text, params);
    const viaCache = await cached(text, params);
    expect(viaCache.rows).toEqual(direct.rows);
    expect(viaCache.fields).toEqual(direct.fields);
    expect((viaCache.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
    // Written through the cache: affected rows are counted, nulls and JSON bound as PGlite binds them.
    const written = await cached('update notes set tags = $1, score = $2 where id = $3', [{ b: [1] }, null, 2]);
    expect(written.affectedRows).toBe(1);
    expect((await client.query('select tags, score from notes where id = 2')).rows).toEqual([
      { tags: { b: [1] }, score: null },
    ]);
  });

  it('prepares each text once, and lets the least recently used go past its bound', async () => {
    const fresh = statementCache(client, 2);
    const a = 'select $1::int + 1 as n';
    expect((await fresh.query<{ n: number }>(a, [1], undefined, false)).rows).toEqual([{ n: 2 }]);
    expect((await fresh.query<{ n: number }>(a, [41], undefined, false)).rows).toEqual([{ n: 42 }]);
    expect(fresh.size).toBe(1);
    await fresh.query('select $1::int + 2 as n', [1], undefined, false);
    await fresh.query('select $1::int + 3 as n', [1], undefined, false);
    expect(fresh.size).toBe(2);
    // The first statement was let go (closed in the backend too): it is prepared again, and still answers.
    expect((await fresh.query<{ n: number }>(a, [9], undefined, false)).rows).toEqual([{ n: 10 }]);
    const names = await client.query<{ name: string }>('select name from pg_prepared_statements');
    expect(names.rows.length).toBeLessThanOrEqual(2 + cache.size);
  });

  it('prepares a statement again when its table changed its columns', async () => {
    const text = 'select * from notes where id = $1';
    const before = await cached<Record<string, unknown>>(text, [1]);
    expect(Object.keys(before.rows[0] ?? {})).not.toContain('extra');
    await client.exec(`alter table notes add column extra text default 'x'`);
    const after = await cached<Record<string, unknown>>(text, [1]);
    expect(after.rows[0]).toMatchObject({ id: 1, extra: 'x' });
  });

  it('reports a database error with its statement, and goes on answering after it', async () => {
    const text = 'insert into notes (id, body) values ($1, $2)';
    const err = await cached(text, [1, 'dup']).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', query: text, params: [1, 'dup'] });
    const syntax = await cached('select from where', []).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await cached<{ n: number }>('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction: committed together, or rolled back together', async () => {
    const insert = 'insert into notes (body) values ($1)';
    await client.transaction(async (tx) => {
      await cache.query(insert, ['kept'], undefined, true);
      await tx.query(insert, ['kept too']);
    });
    await client
      .transaction(async () => {
        await cache.query(insert, ['gone'], undefined, true);
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    const bodies = (await cached<{ body: string }>('select body from notes order by id')).rows.map((r) => r.body);
    expect(bodies).toEqual(['one', 'two', 'kept', 'kept too']);
  });

  it('waits for a transaction of another caller instead of running inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = client.transaction(async (t) => {
      await t.query(`update notes set body = 'in tx' where id = 1`);
      await held;
      throw new Error('rolled back');
    });
    const outside = cached<{ body: string }>('select body from notes where id = $1', [1]);
    setTimeout(release, 20);
    await tx.catch(() => undefined);
    expect((await outside).rows).toEqual([{ body: 'one' }]);
  });
});
