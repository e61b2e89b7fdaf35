import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the current DB type
type AnyDb = Kysely<any>;

/**
 * The people side of the platform: the national administrative divisions (GB/T 2260) every organisation sits
 * in, a school's profile on its organisation row, and the user and position fields the system screens edit.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_region')
    .addColumn('code', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('parent_code', 'varchar(12)')
    .addColumn('path_name', 'varchar(256)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ix_sys_region_parent').on('sys_region').column('parent_code').execute();

  // One statement per column: SQLite adds a single column per ALTER TABLE.
  await db.schema.alterTable('sys_org').addColumn('address', 'varchar(256)').execute();
  await db.schema.alterTable('sys_org').addColumn('contact_person', 'varchar(64)').execute();
  await db.schema.alterTable('sys_org').addColumn('contact_phone', 'varchar(32)').execute();
  await db.schema.alterTable('sys_org').addColumn('geographical_type', 'varchar(8)').execute();
  await db.schema.createIndex('ix_sys_org_region').on('sys_org').column('region_code').execute();

  await db.schema.alterTable('sys_user').addColumn('gender', 'varchar(8)').execute();
  await db.schema.alterTable('sys_user').addColumn('remark', 'varchar(256)').execute();

  await db.schema.alterTable('sys_pos').addColumn('remark', 'varchar(256)').execute();
}
