import {
  gradesOfSchoolType,
  type PageResult,
  type SchoolClass,
  type SchoolClassFilter,
  type SchoolClassInput,
  type SchoolClassPageInput,
  type SchoolOption,
} from '@meiyu/contract';
import type { AppContext } from '../../core/app-context';
import { createdBy, softDeletedBy, updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { AppError } from '../../core/errors';
import { recordOperation } from '../../core/operation-log';
import { offsetOf, pageResult } from '../../core/paging';
import { blank, writableSchool } from './school-base';
import type { SchoolRepository } from './school.repository';
import { canWriteOrg, schoolScopeOf } from './school-scope';

const OP = { module: 'school', entity: 'school_class' } as const;

export class SchoolClassesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SchoolRepository,
  ) {}

  async schools(user: AuthUser): Promise<SchoolOption[]> {
    return this.repo.schools(await schoolScopeOf(this.ctx, user));
  }

  async page(input: SchoolClassPageInput, user: AuthUser): Promise<PageResult<SchoolClass>> {
    const scope = await schoolScopeOf(this.ctx, user);
    const q = this.repo.filterClasses(this.repo.classes(scope), input);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const items = await this.repo.classRows(q, input.pageSize, offsetOf(input));
    return pageResult(input, total, items);
  }

  /** The classes of the filter for selects and exports, at most `limit` of them. */
  async list(filter: SchoolClassFilter, user: AuthUser, limit = 1000): Promise<SchoolClass[]> {
    const scope = await schoolScopeOf(this.ctx, user);
    return this.repo.classRows(this.repo.filterClasses(this.repo.classes(scope), filter), limit, 0);
  }

  async detail(id: number, user: AuthUser): Promise<SchoolClass | null> {
    const scope = await schoolScopeOf(this.ctx, user);
    const rows = await this.repo.classRows(this.repo.classes(scope).where('c.id', '=', id), 1, 0);
    return rows[0] ?? null;
  }

  /** Grade within the school's grades, a free class number, a head teacher of the same school. */
  private async check(
    orgId: number,
    orgType: string | null,
    input: SchoolClassInput,
    exceptId?: number,
  ): Promise<void> {
    const { first, last } = gradesOfSchoolType(orgType);
    if (input.grade < first || input.grade > last) throw new AppError('S1002');
    if (await this.repo.classNoTaken(orgId, input.schoolYear, input.grade, input.classNo, exceptId)) {
      throw new AppError('S1001');
    }
    if (input.headTeacherId) {
      const teacher = await this.repo
        .teachers({ kind: 'orgs', orgIds: [orgId] })
        .select('tp.user_id')
        .where('tp.user_id', '=', input.headTeacherId)
        .executeTakeFirst();
      if (!teacher) throw new AppError('S1010');
    }
  }

  async add(input: SchoolClassInput, user: AuthUser): Promise<number> {
    const scope = await schoolScopeOf(this.ctx, user);
    const school = await writableSchool(this.repo, scope, user, input.orgId);
    const orgId = Number(school.id);
    await this.check(orgId, school.type, input);
    const row = {
      ...createdBy(user),
      org_id: orgId,
      school_year: input.schoolYear,
      grade: input.grade,
      class_no: input.classNo,
      name: blank(input.name),
      head_teacher_id: input.headTeacherId ?? null,
      status: input.status,
      archived: 0,
      remark: blank(input.remark),
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('school_class').values(row).execute();
      await recordOperation(trx, { ...OP, action: 'add', entityId: row.id, after: row });
    });
    return row.id;
  }

  async update(input: SchoolClassInput & { id: number }, user: AuthUser): Promise<void> {
    const scope = await schoolScopeOf(this.ctx, user);
    const before = await this.repo.classById(scope, input.id);
    if (!before || !canWriteOrg(scope, Number(before.org_id))) throw new AppError('S1000');
    if (before.archived === 1) throw new AppError('S1014');
    const school = await this.repo.school(Number(before.org_id));
    if (!school) throw new AppError('S1000');
    await this.check(Number(before.org_id), school.type, input, input.id);
    const changes = {
      ...updatedBy(user),
      school_year: input.schoolYear,
      grade: input.grade,
      class_no: input.classNo,
      name: blank(input.name),
      head_teacher_id: input.headTeacherId ?? null,
      status: input.status,
      remark: blank(input.remark),
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('school_class').set(changes).where('id', '=', input.id).execute();
      await recordOperation(trx, {
        ...OP,
        action: 'update',
        entityId: input.id,
        before,
        after: { ...before, ...changes },
      });
    });
  }

  /** A class with students (current or graduated) stays: they would lose their class. */
  async delete(id: number, user: AuthUser): Promise<void> {
    const scope = await schoolScopeOf(this.ctx, user);
    const before = await this.repo.classById(scope, id);
    if (!before || !canWriteOrg(scope, Number(before.org_id))) throw new AppError('S1000');
    const students = await this.ctx.db
      .selectFrom('student_profile')
      .select('user_id')
      .where('class_id', '=', id)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
    if (students) throw new AppError('S1009');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('school_class').set(softDeletedBy(user)).where('id', '=', id).execute();
      await trx.deleteFrom('teacher_class').where('class_id', '=', id).execute();
      await recordOperation(trx, { ...OP, action: 'delete', entityId: id, before });
    });
  }
}
