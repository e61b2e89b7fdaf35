import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the current DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_log_op')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('tenant_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('account', 'varchar(64)')
    .addColumn('real_name', 'varchar(64)')
    .addColumn('org_id', 'bigint')
    .addColumn('module', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('request_id', 'varchar(64)')
    .execute();
  await db.schema.createIndex('ix_sys_log_op_time').on('sys_log_op').column('create_time').execute();
  await db.schema.createIndex('ix_sys_log_op_entity').on('sys_log_op').columns(['entity', 'entity_id']).execute();
}
