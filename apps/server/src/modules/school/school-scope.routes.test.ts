import {
  type LoginSlips,
  type PageResult,
  type SchoolAdmin,
  type SchoolClass,
  type SchoolOption,
  type SchoolStudent,
  type SchoolTeacher,
  schoolYearOf,
} from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../../test/platform-helpers';
import { createSchoolAdmin, idCardOf, rowsOf, startImport, xlsxOf } from '../../../test/school-fixtures';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

const YEAR = schoolYearOf();

/**
 * The data scope of every school-management route, with five actors: sys_admin (everything), district01 (the
 * schools of 南明区, read only), school01 (南明区实验小学), the admin of 云岩区实验小学 made here (another district),
 * and teacher01 (the students of its classes only). An id outside the caller's scope gets exactly the answer of an
 * id that does not exist.
 */
describe.each(DIALECTS)('school management data scope on %s', (dialect) => {
  let t: TestApp;
  const tok: Record<'admin' | 'district' | 'school' | 'other' | 'teacher', string> = {
    admin: '',
    district: '',
    school: '',
    other: '',
    teacher: '',
  };
  let nmS01 = 0;
  let yyS01 = 0;
  let nmOrgs: number[] = [];
  // Rows made by school01 (ours) and by the other school's admin (theirs).
  const ours = { classId: 0, teacherId: 0, studentId: 0 };
  const theirs = { classId: 0, teacherId: 0, studentId: 0 };
  const NONE = 999_999_999;

  const call = <T = unknown>(token: string, url: string, body?: unknown, query?: Record<string, string>) =>
    t.call<T>({ url, token, body, query, method: body === undefined ? 'GET' : 'POST' });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    nmS01 = await orgIdOf(t, 'nm-s01');
    yyS01 = await orgIdOf(t, 'yy-s01');
    nmOrgs = await t.app.ctx.orgs.subtree(await orgIdOf(t, 'nm-edu'));
    await createSchoolAdmin(t, 'yy-s01', 'yyadmin01');
    tok.admin = (await t.login('admin')).accessToken;
    tok.district = (await t.login('district01')).accessToken;
    tok.school = (await t.login('school01')).accessToken;
    tok.other = (await t.login('yyadmin01')).accessToken;
    tok.teacher = (await t.login('teacher01')).accessToken;

    const addClass = async (token: string) => {
      const r = await call<number>(token, '/api/schoolClass/add', { schoolYear: YEAR, grade: 4, classNo: 7 });
      expect(r.body.code, r.body.message).toBe(200);
      return r.body.result;
    };
    ours.classId = await addClass(tok.school);
    theirs.classId = await addClass(tok.other);
    const addTeacher = async (token: string, phone: string, classId: number) => {
      const r = await call<number>(token, '/api/schoolTeacher/add', {
        realName: '美术老师',
        phone,
        subject: 'art',
        classIds: [classId],
        passwordRule: 'phoneLast6',
      });
      expect(r.body.code, r.body.message).toBe(200);
      return r.body.result;
    };
    ours.teacherId = await addTeacher(tok.school, '13911110001', ours.classId);
    theirs.teacherId = await addTeacher(tok.other, '13911110002', theirs.classId);
    const addStudent = async (token: string, classId: number, no: string, card: string) => {
      const r = await call<number>(token, '/api/schoolStudent/add', {
        classId,
        studentNo: no,
        realName: '王小明',
        gender: '1',
        nation: 'nation_1001',
        idCard: card,
        passwordRule: 'studentNo',
      });
      expect(r.body.code, r.body.message).toBe(200);
      return r.body.result;
    };
    ours.studentId = await addStudent(tok.school, ours.classId, 'S0001', idCardOf(1));
    theirs.studentId = await addStudent(tok.other, theirs.classId, 'S0001', idCardOf(2));
  });
  afterAll(async () => t.close());

  it('every button of the menu seed has its route; school admins hold them all, bureaus only the reading ones', async () => {
    // The buttons as the bootstrap seed wrote them from the menu seed.
    const buttons = (
      await t.app.ctx.db
        .selectFrom('sys_menu')
        .select('permission')
        .where('type', '=', 3)
        .where('permission', 'like', 'school%')
        .where('is_delete', '=', 0)
        .execute()
    ).map((m) => m.permission!);
    expect(buttons.length).toBeGreaterThan(30);
    // schoolImport:schools is a kind permission: the template and upload routes check it for kind=schools.
    const KIND_ONLY = ['schoolImport:schools'];
    for (const permission of buttons.filter((b) => !KIND_ONLY.includes(b))) {
      const url = `/api/${permission.replace(':', '/')}`;
      const exists = t.app.hasRoute({ method: 'GET', url }) || t.app.hasRoute({ method: 'POST', url });
      expect(exists, url).toBe(true);
    }
    // The school admin holds every one of them; a district bureau only the reading ones.
    const own = async (token: string) => (await call<string[]>(token, '/api/sysMenu/ownBtnPermList')).body.result;
    expect(await own(tok.school)).toEqual(expect.arrayContaining(buttons.filter((b) => !KIND_ONLY.includes(b))));
    const district = await own(tok.district);
    // Bureaus import schools (not a school's data): the kind button and the owner-only job reads.
    expect(
      buttons
        .filter((b) => district.includes(b))
        .every((b) => /:(page|list|detail|schools)$|^schoolExport:|^schoolImport:(options|progress|errors)$/.test(b)),
    ).toBe(true);
    expect(district).not.toContain('schoolImport:upload');
  });

  it('lists the schools each caller reaches', async () => {
    const ids = async (token: string) =>
      (await call<SchoolOption[]>(token, '/api/schoolClass/schools')).body.result.map((s) => s.id);
    expect(await ids(tok.school)).toEqual([nmS01]);
    expect(await ids(tok.other)).toEqual([yyS01]);
    const district = await ids(tok.district);
    expect(district).toContain(nmS01);
    expect(district).not.toContain(yyS01);
    expect(district.every((id) => nmOrgs.includes(id))).toBe(true);
    expect(await ids(tok.admin)).toEqual(expect.arrayContaining([nmS01, yyS01]));
    expect(await ids(tok.teacher)).toEqual([nmS01]);
  });

  it('classes: pages, lists and details stay inside the scope', async () => {
    const page = async (token: string, body: object = {}) =>
      (await call<PageResult<SchoolClass>>(token, '/api/schoolClass/page', { pageSize: 200, ...body })).body.result;
    const school = await page(tok.school);
    expect(school.items.every((c) => c.orgId === nmS01)).toBe(true);
    expect(school.items.map((c) => c.id)).toContain(ours.classId);
    const other = await page(tok.other);
    expect(other.items.every((c) => c.orgId === yyS01)).toBe(true);
    expect(other.items.map((c) => c.id)).toContain(theirs.classId);
    expect(other.items.map((c) => c.id)).not.toContain(ours.classId);
    const district = await page(tok.district);
    expect(district.items.every((c) => nmOrgs.includes(c.orgId))).toBe(true);
    expect(district.items.map((c) => c.id)).toContain(ours.classId);
    expect(district.items.map((c) => c.id)).not.toContain(theirs.classId);
    expect(district.total).toBeGreaterThan(school.total);
    const admin = await page(tok.admin, { orgId: yyS01 });
    expect(admin.items.map((c) => c.id)).toContain(theirs.classId);
    // A filter on another school's id does not widen the scope.
    expect((await page(tok.school, { orgId: yyS01 })).total).toBe(0);

    const teacherList = await call<SchoolClass[]>(tok.teacher, '/api/schoolClass/list');
    expect(teacherList.body.result.map((c) => `${c.grade}-${c.classNo}`).sort()).toEqual(['3-1', '3-2']);
    // teacher01 has no class page (its menu only holds the students page).
    expect((await call(tok.teacher, '/api/schoolClass/page', {})).body.code).toBe(403);

    for (const [token, id, visible] of [
      [tok.school, theirs.classId, false],
      [tok.district, theirs.classId, false],
      [tok.other, ours.classId, false],
      [tok.district, ours.classId, true],
      [tok.admin, theirs.classId, true],
    ] as const) {
      const detail = await call<SchoolClass | null>(token, '/api/schoolClass/detail', undefined, { id: String(id) });
      expect(detail.body.code).toBe(200);
      expect(detail.body.result?.id ?? null).toBe(visible ? id : null);
    }
  });

  it('classes: another school’s id gets the answer of an id that does not exist', async () => {
    const update = { schoolYear: YEAR, grade: 4, classNo: 8 };
    const missing = await call(tok.school, '/api/schoolClass/update', { ...update, id: NONE });
    const foreign = await call(tok.school, '/api/schoolClass/update', { ...update, id: theirs.classId });
    expect(missing.body).toMatchObject({ code: 400, message: '[S1000] 班级不存在' });
    expect(foreign.body).toEqual({ ...missing.body, time: foreign.body.time });
    const del = await call(tok.school, '/api/schoolClass/delete', { id: theirs.classId });
    expect(del.body.message).toBe('[S1000] 班级不存在');
    // A school admin cannot place a class in another school.
    const place = await call(tok.school, '/api/schoolClass/add', { ...update, orgId: yyS01 });
    expect(place.body.message).toBe('[S1003] 学校不存在');
    // Bureaus read school data; they do not change it.
    expect((await call(tok.district, '/api/schoolClass/add', { ...update, orgId: nmS01 })).body.code).toBe(403);
    expect((await call(tok.district, '/api/schoolClass/delete', { id: ours.classId })).body.code).toBe(403);
    // The other school's class is untouched.
    const still = await call<SchoolClass>(tok.other, '/api/schoolClass/detail', undefined, {
      id: String(theirs.classId),
    });
    expect(still.body.result).toMatchObject({ grade: 4, classNo: 7 });
  });

  it('teachers: scoped pages and details; foreign ids refused like missing ones', async () => {
    const page = async (token: string) =>
      (await call<PageResult<SchoolTeacher>>(token, '/api/schoolTeacher/page', { pageSize: 200 })).body.result;
    expect((await page(tok.school)).items.every((x) => x.orgId === nmS01)).toBe(true);
    expect((await page(tok.other)).items.map((x) => x.id)).toEqual([theirs.teacherId]);
    const district = await page(tok.district);
    expect(district.items.map((x) => x.id)).toContain(ours.teacherId);
    expect(district.items.map((x) => x.id)).not.toContain(theirs.teacherId);
    expect((await page(tok.admin)).items.map((x) => x.id)).toEqual(
      expect.arrayContaining([ours.teacherId, theirs.teacherId]),
    );
    expect((await call(tok.teacher, '/api/schoolTeacher/page', {})).body.code).toBe(403);

    const detail = await call<SchoolTeacher | null>(tok.school, '/api/schoolTeacher/detail', undefined, {
      id: String(theirs.teacherId),
    });
    expect(detail.body.result).toBeNull();
    const own = await call<SchoolTeacher>(tok.school, '/api/schoolTeacher/detail', undefined, {
      id: String(ours.teacherId),
    });
    expect(own.body.result.classes.map((c) => c.id)).toEqual([ours.classId]);

    const body = { realName: '改名', phone: '13911110009', classIds: [] };
    const missing = await call(tok.school, '/api/schoolTeacher/update', { ...body, id: NONE });
    expect(missing.body.message).toBe('[S1004] 教师不存在');
    for (const [url, payload] of [
      ['/api/schoolTeacher/update', { ...body, id: theirs.teacherId }],
      ['/api/schoolTeacher/delete', { id: theirs.teacherId }],
      ['/api/schoolTeacher/resetPwd', { id: theirs.teacherId, passwordRule: 'phoneLast6' }],
    ] as const) {
      expect((await call(tok.school, url, payload)).body.message).toBe('[S1004] 教师不存在');
    }
    // Teaching a class of another school is refused as a class that does not exist.
    const cross = await call(tok.school, '/api/schoolTeacher/update', {
      ...body,
      id: ours.teacherId,
      classIds: [theirs.classId],
    });
    expect(cross.body.message).toBe('[S1000] 班级不存在');
    const theirsAfter = await call<SchoolTeacher>(tok.other, '/api/schoolTeacher/detail', undefined, {
      id: String(theirs.teacherId),
    });
    expect(theirsAfter.body.result).toMatchObject({ realName: '美术老师', phone: '13911110002' });
  });

  it('students: school, district, other school and teacher each see their own', async () => {
    const page = async (token: string, body: object = {}) =>
      (await call<PageResult<SchoolStudent>>(token, '/api/schoolStudent/page', { pageSize: 200, ...body })).body.result;
    const school = await page(tok.school);
    expect(school.items.every((s) => s.orgId === nmS01)).toBe(true);
    expect(school.items.map((s) => s.id)).toContain(ours.studentId);
    // ID card numbers are masked in lists.
    expect(school.items.find((s) => s.id === ours.studentId)?.idCard).toMatch(/^520102\*{8}\d{3}[\dX]$/);
    const other = await page(tok.other);
    expect(other.items.every((s) => s.orgId === yyS01)).toBe(true);
    expect(other.items.map((s) => s.id)).toContain(theirs.studentId);
    expect(other.items.map((s) => s.id)).not.toContain(ours.studentId);
    const district = await page(tok.district);
    expect(district.items.every((s) => nmOrgs.includes(s.orgId))).toBe(true);
    expect(district.items.map((s) => s.id)).not.toContain(theirs.studentId);
    expect((await page(tok.admin, { orgId: yyS01 })).items.map((s) => s.id)).toContain(theirs.studentId);

    // teacher01 sees the students of 三年级(1)班 and (2)班 only: student01 is there, the new student is not.
    const teacher = await page(tok.teacher);
    expect(teacher.items.length).toBeGreaterThan(0);
    expect(teacher.items.every((s) => s.grade === 3 && s.orgId === nmS01)).toBe(true);
    expect(teacher.items.map((s) => s.account)).toContain('student01');
    expect(teacher.items.map((s) => s.id)).not.toContain(ours.studentId);
    const teacherDetail = await call<SchoolStudent | null>(tok.teacher, '/api/schoolStudent/detail', undefined, {
      id: String(ours.studentId),
    });
    expect(teacherDetail.body.result).toBeNull();
    // A class filter outside the teacher's classes gives nothing.
    expect((await page(tok.teacher, { classId: ours.classId })).total).toBe(0);
    expect((await call(tok.teacher, '/api/schoolStudent/update', { id: ours.studentId })).body.code).toBe(403);

    const detail = await call<SchoolStudent>(tok.school, '/api/schoolStudent/detail', undefined, {
      id: String(ours.studentId),
    });
    expect(detail.body.result.idCard).toBe(idCardOf(1));
    expect(
      (await call(tok.school, '/api/schoolStudent/detail', undefined, { id: String(theirs.studentId) })).body.result,
    ).toBeNull();
    expect(
      (await call(tok.district, '/api/schoolStudent/detail', undefined, { id: String(theirs.studentId) })).body.result,
    ).toBeNull();
  });

  it('students: foreign ids refused like missing ones; a class in another school refused', async () => {
    const body = { classId: ours.classId, studentNo: 'S0002', realName: '李小红', gender: '0' };
    const missing = await call(tok.school, '/api/schoolStudent/update', { ...body, id: NONE });
    expect(missing.body.message).toBe('[S1005] 学生不存在');
    for (const [url, payload] of [
      ['/api/schoolStudent/update', { ...body, classId: theirs.classId, id: theirs.studentId }],
      ['/api/schoolStudent/delete', { id: theirs.studentId }],
      ['/api/schoolStudent/resetPwd', { id: theirs.studentId, passwordRule: 'studentNo' }],
    ] as const) {
      expect((await call(tok.school, url, payload)).body.message).toBe('[S1005] 学生不存在');
    }
    // Adding to, or moving into, a class of another school.
    const add = await call(tok.school, '/api/schoolStudent/add', { ...body, classId: theirs.classId });
    expect(add.body.message).toBe('[S1000] 班级不存在');
    const move = await call(tok.school, '/api/schoolStudent/update', {
      ...body,
      studentNo: 'S0001',
      id: ours.studentId,
      classId: theirs.classId,
    });
    expect(move.body.message).toBe('[S1000] 班级不存在');
    // Login slips of another school's class.
    const slips = await call(tok.school, '/api/schoolStudent/loginSlips', undefined, {
      classId: String(theirs.classId),
    });
    expect(slips.body.message).toBe('[S1000] 班级不存在');
    expect(
      (await call(tok.district, '/api/schoolStudent/loginSlips', undefined, { classId: String(ours.classId) })).body
        .code,
    ).toBe(403);
    const own = await call<LoginSlips>(tok.school, '/api/schoolStudent/loginSlips', undefined, {
      classId: String(ours.classId),
    });
    expect(own.body.result.items).toEqual([
      expect.objectContaining({ id: ours.studentId, studentNo: 'S0001', passwordHint: '学号', changed: false }),
    ]);
    expect(own.body.result.loginUrl).toMatch(/\/login$/);
    // The other school's student is untouched.
    const theirsAfter = await call<SchoolStudent>(tok.other, '/api/schoolStudent/detail', undefined, {
      id: String(theirs.studentId),
    });
    expect(theirsAfter.body.result).toMatchObject({ studentNo: 'S0001', classId: theirs.classId });
  });

  it('school admins: each caller sees the admins of its scope', async () => {
    const accounts = async (token: string) =>
      (await call<PageResult<SchoolAdmin>>(token, '/api/schoolAdmin/page', { pageSize: 200 })).body.result.items.map(
        (a) => a.account,
      );
    expect(await accounts(tok.school)).toEqual(['school01']);
    expect(await accounts(tok.other)).toEqual(['yyadmin01']);
    expect(await accounts(tok.district)).toEqual(['school01']);
    expect(await accounts(tok.admin)).toEqual(expect.arrayContaining(['school01', 'yyadmin01']));
    expect((await call(tok.teacher, '/api/schoolAdmin/page', {})).body.code).toBe(403);
  });

  it('exports hold the caller’s rows only, ID cards masked for readers', async () => {
    const exportRows = async (token: string, kind: string, query: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/schoolExport/${kind}`,
        query,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-cn' },
      });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      return rowsOf(res.rawPayload);
    };
    const school = await exportRows(tok.school, 'students');
    expect(school[0]).toEqual(expect.arrayContaining(['学校', '姓名', '学号', '身份证号']));
    expect(school.slice(1).every((r) => r[0] === '南明区实验小学')).toBe(true);
    expect(school.some((r) => r.includes(idCardOf(1)))).toBe(true);
    const district = await exportRows(tok.district, 'students');
    expect(district.some((r) => r.includes(idCardOf(1)))).toBe(false);
    expect(district.some((r) => r.some((c) => /^520102\*+/.test(c)))).toBe(true);
    expect(district.some((r) => r[0] === '云岩区实验小学')).toBe(false);
    const teacher = await exportRows(tok.teacher, 'students');
    expect(teacher.length).toBeGreaterThan(1);
    expect(teacher.slice(1).every((r) => r[6] === '三年级')).toBe(true);
    const other = await exportRows(tok.other, 'classes');
    expect(other.length).toBeGreaterThan(1);
    expect(other.slice(1).every((r) => r[0] === '云岩区实验小学')).toBe(true);
    const teachers = await exportRows(tok.district, 'teachers');
    expect(teachers.slice(1).some((r) => r[2] === '13911110002')).toBe(false);
    const denied = await t.call({ url: '/api/schoolExport/teachers', token: tok.teacher });
    expect(denied.body.code).toBe(403);
  });

  it('promotion and import refuse another school', async () => {
    for (const url of ['/api/schoolPromotion/preview', '/api/schoolPromotion/run']) {
      expect((await call(tok.school, url, { orgId: yyS01 })).body.message).toBe('[S1003] 学校不存在');
      expect((await call(tok.district, url, { orgId: nmS01 })).body.code).toBe(403);
    }
    const file = await xlsxOf([
      ['学年', '年级', '班号'],
      [YEAR, '五年级', 9],
    ]);
    const foreign = await startImport(t, tok.school, 'classes', file, { orgId: String(yyS01) });
    expect(foreign.message).toBe('[S1003] 学校不存在');
    const foreignClass = await startImport(t, tok.school, 'students', file, {
      classId: String(theirs.classId),
      passwordRule: 'studentNo',
    });
    expect(foreignClass.message).toBe('[S1000] 班级不存在');
    // Another user's job id is answered as a job that does not exist.
    const mine = await startImport(
      t,
      tok.other,
      'classes',
      await xlsxOf([
        ['学年', '年级', '班号'],
        [YEAR, '一年级', 9],
      ]),
    );
    expect(mine.code).toBe(200);
    const peek = await call(tok.school, '/api/schoolImport/progress', undefined, { jobId: mine.result!.jobId });
    const none = await call(tok.school, '/api/schoolImport/progress', undefined, { jobId: 'nope' });
    expect(peek.body.message).toBe('[S1104] 导入任务不存在或已过期');
    expect(none.body.message).toBe(peek.body.message);
    expect((await call(tok.district, '/api/schoolImport/upload?kind=classes', {})).body.code).toBe(403);
  });
});
