import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './types';

export type Dialect = 'sqlite' | 'postgres';

export interface Database$ {
  db: Kysely<DB>;
  dialect: Dialect;
  close: () => Promise<void>;
}

// pg returns int8 as strings; every id fits in a safe integer, so read them as numbers.
pg.types.setTypeParser(20, (v) => Number(v));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function openDatabase(url: string): Database$ {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    // An idle client whose server connection ends (restart, failover, a dropped test database) emits an error
    // on the pool; without a listener that would crash the process. The next query simply gets a new client.
    pool.on('error', (err) => console.warn(`postgres pool: idle client error: ${err.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
