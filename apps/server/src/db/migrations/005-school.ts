import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the current DB type
type AnyDb = Kysely<any>;

/** Audit columns without the id: the profile tables are keyed by their user's id. */
function auditTimes<T extends string>(t: CreateTableBuilder<T>): CreateTableBuilder<T> {
  return t
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_time', 'varchar(19)')
    .addColumn('create_user_id', 'bigint')
    .addColumn('create_user_name', 'varchar(64)')
    .addColumn('update_user_id', 'bigint')
    .addColumn('update_user_name', 'varchar(64)')
    .addColumn('is_delete', 'integer', (c) => c.notNull().defaultTo(0));
}

/**
 * School management: classes, the teacher and student profiles of school accounts (sys_user rows), which
 * classes a teacher teaches, and the promotions run at the start of a school year. Name, gender, phone and ID card
 * number of a person stay on its sys_user row. Uniqueness that only holds
 * among live rows (soft delete) is kept by partial unique indexes, which both SQLite and PostgreSQL support.
 */
export async function up(db: AnyDb): Promise<void> {
  await auditTimes(db.schema.createTable('school_class').addColumn('id', 'bigint', (c) => c.primaryKey()))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('school_year', 'varchar(9)', (c) => c.notNull())
    .addColumn('grade', 'integer', (c) => c.notNull())
    .addColumn('class_no', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)')
    .addColumn('head_teacher_id', 'bigint')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(256)')
    .execute();
  await db.schema
    .createIndex('ux_school_class_no')
    .on('school_class')
    .columns(['org_id', 'school_year', 'grade', 'class_no'])
    .unique()
    .where(sql.ref('is_delete'), '=', 0)
    .execute();
  await db.schema.createIndex('ix_school_class_head').on('school_class').column('head_teacher_id').execute();

  await auditTimes(db.schema.createTable('teacher_profile').addColumn('user_id', 'bigint', (c) => c.primaryKey()))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('education_level', 'varchar(8)')
    .addColumn('degree', 'varchar(8)')
    .addColumn('title', 'varchar(8)')
    .addColumn('administrative_level', 'varchar(8)')
    .addColumn('mentor_type', 'varchar(8)')
    .addColumn('subject', 'varchar(16)')
    .addColumn('init_pwd_rule', 'varchar(16)')
    .addColumn('remark', 'varchar(256)')
    .execute();
  await db.schema.createIndex('ix_teacher_profile_org').on('teacher_profile').column('org_id').execute();

  await db.schema
    .createTable('teacher_class')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('class_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_teacher_class', ['user_id', 'class_id'])
    .execute();
  await db.schema.createIndex('ix_teacher_class_class').on('teacher_class').column('class_id').execute();

  await auditTimes(db.schema.createTable('student_profile').addColumn('user_id', 'bigint', (c) => c.primaryKey()))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('class_id', 'bigint', (c) => c.notNull())
    .addColumn('student_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('nation', 'varchar(16)')
    .addColumn('id_card', 'varchar(18)')
    .addColumn('guardian_phone', 'varchar(32)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('init_pwd_rule', 'varchar(16)')
    .addColumn('remark', 'varchar(256)')
    .execute();
  await db.schema
    .createIndex('ux_student_profile_no')
    .on('student_profile')
    .columns(['org_id', 'student_no'])
    .unique()
    .where(sql.ref('is_delete'), '=', 0)
    .execute();
  await db.schema
    .createIndex('ux_student_profile_id_card')
    .on('student_profile')
    .column('id_card')
    .unique()
    .where(sql.ref('is_delete'), '=', 0)
    .execute();
  await db.schema.createIndex('ix_student_profile_class').on('student_profile').column('class_id').execute();

  await db.schema
    .createTable('school_promotion')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('from_year', 'varchar(9)', (c) => c.notNull())
    .addColumn('to_year', 'varchar(9)', (c) => c.notNull())
    .addColumn('promoted_classes', 'integer', (c) => c.notNull())
    .addColumn('graduated_classes', 'integer', (c) => c.notNull())
    .addColumn('graduated_students', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint')
    .addColumn('create_user_name', 'varchar(64)')
    .execute();
  await db.schema.createIndex('ix_school_promotion_org').on('school_promotion').column('org_id').execute();
}
