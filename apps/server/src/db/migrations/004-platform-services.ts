import type { CreateTableBuilder, Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the current DB type
type AnyDb = Kysely<any>;

function audit<T extends string>(t: CreateTableBuilder<T>): CreateTableBuilder<T> {
  return t
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_time', 'varchar(19)')
    .addColumn('create_user_id', 'bigint')
    .addColumn('create_user_name', 'varchar(64)')
    .addColumn('update_user_id', 'bigint')
    .addColumn('update_user_name', 'varchar(64)')
    .addColumn('is_delete', 'integer', (c) => c.notNull().defaultTo(0));
}

/** Files, notices, login and exception logs, scheduled jobs. */
export async function up(db: AnyDb): Promise<void> {
  await audit(db.schema.createTable('sys_file'))
    .addColumn('tenant_id', 'bigint')
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('mime', 'varchar(128)', (c) => c.notNull())
    .addColumn('ext', 'varchar(16)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('original_name', 'varchar(256)', (c) => c.notNull())
    .addColumn('storage', 'varchar(16)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(256)', (c) => c.notNull())
    .addColumn('thumb_key', 'varchar(256)')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('public_key', 'varchar(64)')
    .addColumn('biz_type', 'varchar(64)', (c) => c.notNull().defaultTo('general'))
    .addColumn('biz_id', 'bigint')
    .addColumn('remark', 'varchar(256)')
    .execute();
  await db.schema.createIndex('ix_sys_file_org').on('sys_file').columns(['org_id', 'create_time']).execute();
  await db.schema.createIndex('ux_sys_file_public').on('sys_file').column('public_key').unique().execute();

  await audit(db.schema.createTable('sys_notice'))
    .addColumn('tenant_id', 'bigint')
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('include_children', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('org_name', 'varchar(128)')
    .addColumn('public_user_id', 'bigint')
    .addColumn('public_user_name', 'varchar(64)')
    .addColumn('public_time', 'varchar(19)')
    .addColumn('cancel_time', 'varchar(19)')
    .execute();
  await db.schema.createIndex('ix_sys_notice_status').on('sys_notice').columns(['status', 'public_time']).execute();

  await db.schema
    .createTable('sys_notice_target')
    .addColumn('notice_id', 'bigint', (c) => c.notNull())
    .addColumn('target_type', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_notice_target', ['notice_id', 'target_type', 'target_id'])
    .execute();
  await db.schema
    .createIndex('ix_sys_notice_target_id')
    .on('sys_notice_target')
    .columns(['target_type', 'target_id'])
    .execute();

  await db.schema
    .createTable('sys_notice_read')
    .addColumn('notice_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('read_time', 'varchar(19)', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_notice_read', ['notice_id', 'user_id'])
    .execute();
  await db.schema.createIndex('ix_sys_notice_read_user').on('sys_notice_read').column('user_id').execute();

  await db.schema
    .createTable('sys_stream_ticket')
    .addColumn('ticket', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('session_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_log_vis')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('tenant_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('account', 'varchar(64)')
    .addColumn('real_name', 'varchar(64)')
    .addColumn('org_id', 'bigint')
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(256)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('browser', 'varchar(64)')
    .addColumn('os', 'varchar(64)')
    .addColumn('request_id', 'varchar(64)')
    .execute();
  await db.schema.createIndex('ix_sys_log_vis_time').on('sys_log_vis').column('create_time').execute();

  await db.schema
    .createTable('sys_log_ex')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('tenant_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('account', 'varchar(64)')
    .addColumn('real_name', 'varchar(64)')
    .addColumn('org_id', 'bigint')
    .addColumn('http_method', 'varchar(8)')
    .addColumn('url', 'varchar(512)')
    .addColumn('route', 'varchar(256)')
    .addColumn('error_name', 'varchar(128)')
    .addColumn('message', 'varchar(1024)')
    .addColumn('stack', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('request_id', 'varchar(64)')
    .execute();
  await db.schema.createIndex('ix_sys_log_ex_time').on('sys_log_ex').column('create_time').execute();

  await audit(db.schema.createTable('sys_job'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('cron', 'varchar(128)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remark', 'varchar(256)')
    .execute();

  // One row per job: who holds it until when, and when it is next due. Claimed with a conditional UPDATE.
  await db.schema
    .createTable('sys_job_lease')
    .addColumn('job_name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner', 'varchar(64)')
    .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('next_fire_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_job_run')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('job_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('trigger_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('instance', 'varchar(64)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(19)')
    .addColumn('duration_ms', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('message', 'varchar(1024)')
    .addColumn('user_name', 'varchar(64)')
    .execute();
  await db.schema.createIndex('ix_sys_job_run_job').on('sys_job_run').columns(['job_name', 'start_time']).execute();
}
