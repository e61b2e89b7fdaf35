import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-operation-log';
import * as m003 from './migrations/003-regions-people';
import * as m004 from './migrations/004-platform-services';
import * as m005 from './migrations/005-school';
import type { DB } from './types';

/** Forward-only: migrations are listed in code, in order, and never have a down step. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': m001,
  '002-operation-log': m002,
  '003-regions-people': m003,
  '004-platform-services': m004,
  '005-school': m005,
};

class CodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/**
 * On PostgreSQL the migration tables live in the connection's own schema, named explicitly: Kysely otherwise
 * looks for them in every schema, and a test database with other schemas (parallel runs) fools it.
 */
async function migrationSchema(db: Kysely<DB>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const row = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return row.rows[0]?.schema;
}

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new CodeMigrationProvider(),
    migrationTableSchema: await migrationSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
