import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../core/auth/auth-user';
import { dataScopeOf } from '../../core/data-scope';
import type { DB } from '../../db/types';

/**
 * What school data a caller reaches. Built on the core data scope (sys_admin all, bureaus and school admins their
 * organisation subtree), with one narrowing the core scope cannot express: a caller whose only school role is
 * `teacher` reaches the classes it teaches or heads, not its whole school.
 */
export type SchoolScope =
  | { kind: 'all' }
  | { kind: 'orgs'; orgIds: number[] }
  | { kind: 'classes'; orgIds: number[]; classIds: number[] }
  | { kind: 'none' };

/** Roles that reach whole organisations; without any of them a teacher is narrowed to its classes. */
const ORG_WIDE_ROLES = ['sys_admin', 'province_education', 'city_education', 'district_education', 'school_admin'];

export async function schoolScopeOf(ctx: AppContext, user: AuthUser): Promise<SchoolScope> {
  const scope = await dataScopeOf(ctx.db, ctx.orgs, user);
  if (scope.kind === 'all') return { kind: 'all' };
  if (scope.kind === 'self') return { kind: 'none' };
  const roles = await ctx.db
    .selectFrom('sys_role as r')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'r.id')
    .select('r.code')
    .where('ur.user_id', '=', user.userId)
    .where('r.status', '=', 1)
    .where('r.is_delete', '=', 0)
    .execute();
  const codes = roles.map((r) => r.code);
  if (codes.includes('teacher') && !codes.some((c) => ORG_WIDE_ROLES.includes(c))) {
    return { kind: 'classes', orgIds: scope.orgIds, classIds: await classesOfTeacher(ctx.db, user.userId) };
  }
  return { kind: 'orgs', orgIds: scope.orgIds };
}

/** The live classes a teacher teaches or heads. */
export async function classesOfTeacher(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('school_class')
    .select('id')
    .where('is_delete', '=', 0)
    .where((eb) =>
      eb.or([
        eb('head_teacher_id', '=', userId),
        eb('id', 'in', eb.selectFrom('teacher_class').select('class_id').where('user_id', '=', userId)),
      ]),
    )
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Whether the scope may change data of an organisation (a teacher's class scope only reads). */
export function canWriteOrg(scope: SchoolScope, orgId: number): boolean {
  return scope.kind === 'all' || (scope.kind === 'orgs' && scope.orgIds.includes(orgId));
}

/** Whether the scope reads data of an organisation at all. */
export function canReadOrg(scope: SchoolScope, orgId: number): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'none') return false;
  return scope.orgIds.includes(orgId);
}

/**
 * The scope as a where-clause on a query with an organisation column and, for the teacher's class scope, a class
 * column. Queries without a class column (teachers, admins) are outside a class scope entirely.
 */
export function scopeWhere(scope: SchoolScope, orgColumn: string, classColumn: string | null): Expression<SqlBool> {
  if (scope.kind === 'all') return sql<SqlBool>`1 = 1`;
  if (scope.kind === 'none') return sql<SqlBool>`1 = 0`;
  if (scope.kind === 'orgs') {
    if (!scope.orgIds.length) return sql<SqlBool>`1 = 0`;
    return sql<SqlBool>`${sql.ref(orgColumn)} in (${sql.join(scope.orgIds)})`;
  }
  if (!classColumn || !scope.classIds.length) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${sql.ref(classColumn)} in (${sql.join(scope.classIds)})`;
}
