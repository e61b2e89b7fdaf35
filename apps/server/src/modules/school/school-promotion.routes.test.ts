import {
  nextSchoolYear,
  type PageResult,
  type PromotionPreview,
  type PromotionResult,
  type SchoolClass,
  type SchoolStudent,
  schoolYearOf,
} from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

const YEAR = schoolYearOf();
const NEXT = nextSchoolYear(YEAR);

describe.each(DIALECTS)('promotion at the start of a school year on %s', (dialect) => {
  let t: TestApp;
  let token = '';
  const call = <T>(url: string, body: unknown, lang = 'zh-cn') => t.call<T>({ url, token, body, lang });

  beforeAll(async () => {
    // More students, so that every demo class of 南明区实验小学 has some.
    t = await buildTestApp(dialect, { DEMO_STUDENTS: '600' });
    token = (await t.login('school01')).accessToken;
  });
  afterAll(async () => t.close());

  it('previews, refuses conflicts, then moves classes up and graduates the last grade', async () => {
    const classes = async (body: object = {}) =>
      (await call<PageResult<SchoolClass>>('/api/schoolClass/page', { pageSize: 200, ...body })).body.result.items;
    const before = await classes();
    expect(before.map((c) => c.grade).sort((a, b) => a - b)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    const graduating = before.filter((c) => c.grade === 6).reduce((n, c) => n + c.studentCount, 0);
    expect(graduating).toBeGreaterThan(0);

    // A class made by hand for next year blocks the class that would move into its place.
    const blocker = await call<number>('/api/schoolClass/add', { schoolYear: NEXT, grade: 2, classNo: 1 });
    const preview = await call<PromotionPreview>('/api/schoolPromotion/preview', {});
    expect(preview.body.result).toMatchObject({ fromYear: YEAR, toYear: NEXT, lastGrade: 6 });
    expect(preview.body.result.promote).toHaveLength(10);
    expect(preview.body.result.graduate.map((c) => c.grade)).toEqual([6, 6]);
    expect(preview.body.result.graduatedStudents).toBe(graduating);
    expect(preview.body.result.conflicts).toEqual([
      expect.objectContaining({ grade: 1, classNo: 1, reason: `${NEXT} 学年已有二年级(1)班，升级后的班级会与它重复` }),
    ]);
    const refused = await call('/api/schoolPromotion/run', {});
    expect(refused.body.message).toBe('[S1108] 升级存在冲突，请先处理预览中列出的班级');
    expect((await classes()).filter((c) => c.schoolYear === YEAR)).toHaveLength(12);

    await call('/api/schoolClass/delete', { id: blocker.body.result });
    const run = await call<PromotionResult>('/api/schoolPromotion/run', {});
    expect(run.body.result).toEqual({
      fromYear: YEAR,
      toYear: NEXT,
      promotedClasses: 10,
      graduatedClasses: 2,
      graduatedStudents: graduating,
    });

    const after = await classes();
    expect(after.every((c) => c.schoolYear === NEXT)).toBe(true);
    expect(after.map((c) => c.grade).sort((a, b) => a - b)).toEqual([2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    const archived = await classes({ archived: 1 });
    expect(archived.map((c) => [c.grade, c.schoolYear, c.archived])).toEqual([
      [6, YEAR, true],
      [6, YEAR, true],
    ]);
    const graduates = await call<PageResult<SchoolStudent>>('/api/schoolStudent/page', { status: 2, pageSize: 1 });
    expect(graduates.body.result.total).toBe(graduating);
    // An archived class is kept as it was.
    const edit = await call('/api/schoolClass/update', { id: archived[0]!.id, schoolYear: YEAR, grade: 6, classNo: 9 });
    expect(edit.body.message).toBe('[S1014] 已毕业归档的班级不能修改');

    // teacher01's classes moved with their students: it still sees them, now in grade 4.
    const teacher = (await t.login('teacher01')).accessToken;
    const seen = await t.call<PageResult<SchoolStudent>>({
      url: '/api/schoolStudent/page',
      token: teacher,
      body: { pageSize: 200 },
    });
    expect(seen.body.result.items.length).toBeGreaterThan(0);
    expect(seen.body.result.items.every((s) => s.grade === 4 && s.schoolYear === NEXT)).toBe(true);

    const record = await t.app.ctx.db.selectFrom('school_promotion').selectAll().execute();
    expect(record).toEqual([expect.objectContaining({ from_year: YEAR, to_year: NEXT, graduated_classes: 2 })]);
    const log = await t.app.ctx.db.selectFrom('sys_log_op').select('action').where('action', '=', 'promote').execute();
    expect(log).toHaveLength(1);

    // The next preview starts from the new year; with no classes left there is nothing to promote.
    const again = await call<PromotionPreview>('/api/schoolPromotion/preview', {}, 'en');
    expect(again.body.result.fromYear).toBe(NEXT);
    const empty = await call('/api/schoolPromotion/run', { fromYear: '2001-2002' }, 'en');
    expect(empty.body.message).toBe('[S1107] The school has no current classes to promote');
  });
});
