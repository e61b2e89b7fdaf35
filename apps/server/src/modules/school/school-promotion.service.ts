import {
  gradesOfSchoolType,
  isSchoolYear,
  nextSchoolYear,
  type PromotionClass,
  type PromotionInput,
  type PromotionPreview,
  type PromotionResult,
  STUDENT_STATUS,
} from '@meiyu/contract';
import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../core/auth/auth-user';
import { AppError } from '../../core/errors';
import { newId } from '../../core/ids';
import type { Locale } from '../../core/locale';
import { recordOperation } from '../../core/operation-log';
import { nowText } from '../../core/time';
import { writableSchool } from './school-base';
import { loadSchoolDicts } from './school-dicts';
import type { SchoolRepository } from './school.repository';
import { schoolScopeOf } from './school-scope';
import { classLabel } from './school-texts';

const CONFLICT_TEXT = {
  'zh-cn': '{0} 学年已有{1}，升级后的班级会与它重复',
  en: '{0} already has {1}: the promoted class would duplicate it',
  'zh-tw': '{0} 學年已有{1}，升級後的班級會與它重複',
} as const;

/**
 * Promotion at the start of a school year: every current class of the school in the year it leaves moves up one
 * grade into the next year; classes in the school's last grade graduate (archived, their students graduated).
 * The preview is the same computation without the writes; a run with conflicts is refused as a whole.
 */
export class SchoolPromotionService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SchoolRepository,
  ) {}

  async preview(input: PromotionInput, user: AuthUser, locale: Locale): Promise<PromotionPreview> {
    const scope = await schoolScopeOf(this.ctx, user);
    const school = await writableSchool(this.repo, scope, user, input.orgId);
    const orgId = Number(school.id);
    const { last } = gradesOfSchoolType(school.type);
    const live = await this.repo.liveClassesOf(orgId);
    // By default the earliest year of the current classes: the classes not promoted yet (classes made by hand for
    // next year, e.g. the new first grade, are already where they belong).
    const earliest = live.reduce<string | null>(
      (min, c) => (min === null || c.school_year < min ? c.school_year : min),
      null,
    );
    const fromYear = input.fromYear && isSchoolYear(input.fromYear) ? input.fromYear : earliest;
    const base = {
      orgId,
      orgName: school.name,
      fromYear,
      toYear: fromYear ? nextSchoolYear(fromYear) : null,
      lastGrade: last,
      promote: [] as PromotionClass[],
      graduate: [] as PromotionClass[],
      conflicts: [] as PromotionPreview['conflicts'],
      promotedStudents: 0,
      graduatedStudents: 0,
    };
    if (!fromYear) return base;
    const toYear = nextSchoolYear(fromYear);
    const leaving = live.filter((c) => c.school_year === fromYear);
    const counts = new Map<number, number>();
    if (leaving.length) {
      const rows = await this.ctx.db
        .selectFrom('student_profile')
        .select(['class_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where(
          'class_id',
          'in',
          leaving.map((c) => c.id),
        )
        .where('is_delete', '=', 0)
        .where('status', '=', STUDENT_STATUS.inSchool)
        .groupBy('class_id')
        .execute();
      for (const r of rows) counts.set(Number(r.class_id), Number(r.n));
    }
    // Classes already made for next year (by hand) block a promoted class with the same grade and number.
    const taken = new Set(live.filter((c) => c.school_year === toYear).map((c) => `${c.grade}:${c.class_no}`));
    const dicts = await loadSchoolDicts(this.ctx.db);
    for (const c of leaving) {
      const entry: PromotionClass = {
        classId: Number(c.id),
        grade: c.grade,
        classNo: c.class_no,
        name: c.name,
        toGrade: c.grade >= last ? null : c.grade + 1,
        students: counts.get(Number(c.id)) ?? 0,
      };
      if (entry.toGrade === null) {
        base.graduate.push(entry);
        base.graduatedStudents += entry.students;
      } else {
        base.promote.push(entry);
        base.promotedStudents += entry.students;
        if (taken.has(`${entry.toGrade}:${c.class_no}`)) {
          const label = classLabel(entry.toGrade, c.class_no, dicts.grade.labelOf(String(entry.toGrade)), locale);
          base.conflicts.push({
            classId: entry.classId,
            grade: c.grade,
            classNo: c.class_no,
            reason: CONFLICT_TEXT[locale].replace('{0}', toYear).replace('{1}', label),
          });
        }
      }
    }
    return base;
  }

  async run(input: PromotionInput, user: AuthUser, locale: Locale): Promise<PromotionResult> {
    const plan = await this.preview(input, user, locale);
    if (!plan.fromYear || !plan.toYear || plan.promote.length + plan.graduate.length === 0) {
      throw new AppError('S1107');
    }
    if (plan.conflicts.length) throw new AppError('S1108');
    const { fromYear, toYear } = plan;
    const graduateIds = plan.graduate.map((c) => c.classId);
    const promoteIds = plan.promote.map((c) => c.classId);
    const now = nowText();
    const audit = { update_time: now, update_user_id: user.userId, update_user_name: user.realName };
    let graduatedStudents = 0;
    await this.ctx.db.transaction().execute(async (trx) => {
      if (graduateIds.length) {
        const res = await trx
          .updateTable('student_profile')
          .set({ ...audit, status: STUDENT_STATUS.graduated })
          .where('class_id', 'in', graduateIds)
          .where('is_delete', '=', 0)
          .where('status', '=', STUDENT_STATUS.inSchool)
          .executeTakeFirst();
        graduatedStudents = Number(res.numUpdatedRows);
        await trx
          .updateTable('school_class')
          .set({ ...audit, archived: 1 })
          .where('id', 'in', graduateIds)
          .execute();
      }
      if (promoteIds.length) {
        // One statement moves every class up; its new (year, grade, number) keys never meet the old year's.
        await trx
          .updateTable('school_class')
          .set((eb) => ({ ...audit, grade: eb('grade', '+', 1), school_year: toYear }))
          .where('id', 'in', promoteIds)
          .execute();
      }
      const record = {
        id: newId(),
        org_id: plan.orgId,
        from_year: fromYear,
        to_year: toYear,
        promoted_classes: promoteIds.length,
        graduated_classes: graduateIds.length,
        graduated_students: graduatedStudents,
        create_time: now,
        create_user_id: user.userId,
        create_user_name: user.realName,
      };
      await trx.insertInto('school_promotion').values(record).execute();
      await recordOperation(trx, {
        module: 'school',
        action: 'promote',
        entity: 'school_class',
        entityId: plan.orgId,
        before: { fromYear, promote: plan.promote, graduate: plan.graduate },
        after: record,
      });
    });
    return {
      fromYear,
      toYear,
      promotedClasses: promoteIds.length,
      graduatedClasses: graduateIds.length,
      graduatedStudents,
    };
  }
}
