import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of a test's own on a real PostgreSQL, for tests that start servers on one (migrate-lock.test,
 * supervision/two-process.test). npm test runs the API tests with DATABASE_URL='' (the embedded database):
 * these fall back to the local server.
 */
export const PG_SERVER_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

/** One statement on the server's own database (create or drop a database cannot run in a transaction). */
export async function pgAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database name with its address on the same server; create it, and drop it afterwards. */
export function scratchDatabase(prefix: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    create: () => pgAdmin(`create database "${name}"`),
    drop: () => pgAdmin(`drop database if exists "${name}" with (force)`),
  };
}
