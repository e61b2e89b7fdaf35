// Engineers working in parallel: read /tmp/common-brief.md first (shared rules: no git commit/stash/reset, reuse core, additive edits here).
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-operation-log';
import * as m003 from './migrations/003-regions-people';
import * as m004 from './migrations/004-platform-services';
import type { DB } from './types';

/** Forward-only: migrations are listed in code, in order, and never have a down step. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': m001,
  '002-operation-log': m002,
  '003-regions-people': m003,
  '004-platform-services': m004,
};

class CodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: new CodeMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
