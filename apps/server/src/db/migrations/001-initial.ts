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

export async function up(db: AnyDb): Promise<void> {
  await audit(db.schema.createTable('sys_tenant'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await audit(db.schema.createTable('sys_org'))
    .addColumn('pid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(32)')
    .addColumn('region_code', 'varchar(12)')
    .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remark', 'varchar(256)')
    .execute();
  await db.schema.createIndex('ix_sys_org_pid').on('sys_org').column('pid').execute();

  await audit(db.schema.createTable('sys_pos'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await audit(db.schema.createTable('sys_user'))
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('account', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(256)', (c) => c.notNull())
    .addColumn('real_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)')
    .addColumn('id_card_num', 'varchar(32)')
    .addColumn('email', 'varchar(128)')
    .addColumn('account_type', 'integer', (c) => c.notNull().defaultTo(777))
    .addColumn('avatar', 'varchar(512)')
    .addColumn('address', 'varchar(256)')
    .addColumn('signature', 'varchar(256)')
    .addColumn('org_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('pos_id', 'bigint')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('authorize', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wxexaminable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_time', 'varchar(19)')
    .addColumn('last_login_ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('ix_sys_user_phone').on('sys_user').column('phone').execute();
  await db.schema.createIndex('ix_sys_user_org').on('sys_user').column('org_id').execute();

  await audit(db.schema.createTable('sys_role'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('data_scope', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remark', 'varchar(256)')
    .execute();

  await db.schema
    .createTable('sys_user_role')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('role_id', 'bigint', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('pk_sys_user_role', ['user_id', 'role_id'])
    .execute();

  await audit(db.schema.createTable('sys_menu'))
    .addColumn('pid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)')
    .addColumn('path', 'varchar(128)')
    .addColumn('component', 'varchar(128)')
    .addColumn('redirect', 'varchar(128)')
    .addColumn('permission', 'varchar(128)')
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .addColumn('icon', 'varchar(128)')
    .addColumn('is_iframe', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('out_link', 'varchar(256)')
    .addColumn('is_hide', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_keep_alive', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_affix', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remark', 'varchar(256)')
    .execute();
  await db.schema.createIndex('ix_sys_menu_pid').on('sys_menu').column('pid').execute();

  await db.schema
    .createTable('sys_role_menu')
    .addColumn('role_id', 'bigint', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addColumn('menu_id', 'bigint', (c) => c.notNull().references('sys_menu.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('pk_sys_role_menu', ['role_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('sys_role_org')
    .addColumn('role_id', 'bigint', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addColumn('org_id', 'bigint', (c) => c.notNull().references('sys_org.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('pk_sys_role_org', ['role_id', 'org_id'])
    .execute();

  await audit(db.schema.createTable('sys_dict_type'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('remark', 'varchar(256)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('ix_sys_dict_type_code').on('sys_dict_type').column('code').execute();

  await audit(db.schema.createTable('sys_dict_data'))
    .addColumn('dict_type_id', 'bigint', (c) => c.notNull().references('sys_dict_type.id').onDelete('cascade'))
    .addColumn('value', 'varchar(128)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('tag_type', 'varchar(16)')
    .addColumn('style_setting', 'varchar(512)')
    .addColumn('class_setting', 'varchar(512)')
    .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('remark', 'varchar(2048)')
    .addColumn('ext_data', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('ix_sys_dict_data_type').on('sys_dict_data').column('dict_type_id').execute();

  await audit(db.schema.createTable('sys_config'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('value', 'varchar(512)')
    .addColumn('sys_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('group_code', 'varchar(64)', (c) => c.notNull().defaultTo('Default'))
    .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('remark', 'varchar(256)')
    .execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('client_ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .execute();
  await db.schema.createIndex('ix_auth_session_user').on('auth_session').column('user_id').execute();

  await db.schema
    .createTable('auth_refresh_token')
    .addColumn('jti', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('access_jti', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('auth_captcha')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('answer', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_counter')
    .addColumn('key', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('client_ip', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('ix_sms_outbox_phone').on('sms_outbox').column('phone').execute();

  await db.schema
    .createTable('auth_scan_ticket')
    .addColumn('ticket', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'bigint')
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}
