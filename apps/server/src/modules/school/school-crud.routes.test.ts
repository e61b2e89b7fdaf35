import {
  type PageResult,
  type SchoolClass,
  type SchoolStudent,
  type SchoolTeacher,
  schoolYearOf,
} from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchoolAdmin, idCardOf } from '../../../test/school-fixtures';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

const YEAR = schoolYearOf();

describe.each(DIALECTS)('classes, teachers and students: rules and messages on %s', (dialect) => {
  let t: TestApp;
  let token = '';
  let other = '';
  const call = <T = unknown>(url: string, body?: unknown, lang = 'zh-cn', as = token) =>
    t.call<T>({ url, token: as, body, lang, method: body === undefined ? 'GET' : 'POST' });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    token = (await t.login('school01')).accessToken;
    await createSchoolAdmin(t, 'nm-s02', 'nms02admin');
    other = (await t.login('nms02admin')).accessToken;
  });
  afterAll(async () => t.close());

  it('classes: grade within the school type, unique numbers, a head teacher of the school', async () => {
    const add = (body: object, lang?: string) =>
      call<number>('/api/schoolClass/add', { schoolYear: YEAR, grade: 1, classNo: 11, ...body }, lang);
    const made = await add({ name: '书法班' });
    expect(made.body.code).toBe(200);
    expect((await add({})).body.message).toBe('[S1001] 班级已存在：同一学年、同一年级的班号重复');
    expect((await add({ grade: 10 })).body.message).toBe('[S1002] 年级不在该学校的学段之内');
    expect((await add({ schoolYear: '2026-2028' }, 'en')).body.message).toBe(
      JSON.stringify({ SchoolYear: ['The school year must look like 2026-2027'] }),
    );
    expect((await add({ grade: 13 })).body.message).toBe(JSON.stringify({ Grade: ['Grade不能大于12'] }));
    // The other school's teacher cannot head one of our classes.
    const theirTeacher = await call<number>(
      '/api/schoolTeacher/add',
      { realName: '外校老师', phone: '13933330001', passwordRule: 'phoneLast6' },
      'zh-cn',
      other,
    );
    const head = await call('/api/schoolClass/update', {
      id: made.body.result,
      schoolYear: YEAR,
      grade: 1,
      classNo: 11,
      headTeacherId: theirTeacher.body.result,
    });
    expect(head.body.message).toBe('[S1010] 班主任须为本校教师');
    const list = await call<PageResult<SchoolClass>>('/api/schoolClass/page', { classNo: 11 });
    expect(list.body.result.items).toEqual([expect.objectContaining({ name: '书法班', headTeacherId: null })]);
  });

  it('teachers: phone, ID card and dictionaries checked; accounts and phones unique', async () => {
    const body = {
      realName: '周老师',
      phone: '13944440001',
      gender: '0',
      degree: '3',
      title: '4',
      mentorType: '1',
      administrativeLevel: '2',
      subject: 'music',
      passwordRule: 'phoneLast6',
    };
    const bad = await call('/api/schoolTeacher/add', { ...body, phone: '123', idCardNum: '1234', title: '99' });
    expect(JSON.parse(bad.body.message)).toEqual({
      Phone: ['手机号码格式不正确（须为11位手机号码）'],
      IdCardNum: ['身份证号格式不正确（18位身份证号，末位校验码须正确）'],
      Title: ['职称“99”不是有效选项，可选：未评、三级教师、二级教师、一级教师、高级教师、正高级教师'],
    });
    const ok = await call<number>('/api/schoolTeacher/add', body);
    expect(ok.body.code).toBe(200);
    expect((await call('/api/schoolTeacher/add', { ...body, account: 'zhou2' })).body.message).toBe(
      '[D1006] 手机号码已被其他账号使用',
    );
    expect(
      (await call('/api/schoolTeacher/add', { ...body, phone: '13944440002', account: '13944440001' })).body.message,
    ).toBe('[D1003] 账号已存在');
    // A rule that needs an ID card the teacher lacks.
    expect(
      (await call('/api/schoolTeacher/add', { ...body, phone: '13944440003', passwordRule: 'idCardLast6' })).body
        .message,
    ).toBe('[S1015] 初始密码规则缺少所需信息（如身份证号）或不适用于该类账号');
    // A student rule does not apply to teachers.
    expect(
      (await call('/api/schoolTeacher/add', { ...body, phone: '13944440003', passwordRule: 'studentNo' })).body.message,
    ).toBe('[S1015] 初始密码规则缺少所需信息（如身份证号）或不适用于该类账号');
    await t.login('13944440001', '440001');

    // Reset: a new rule, the sessions end, the change is forced again.
    const session = await t.login('13944440001', '440001');
    await call('/api/schoolTeacher/resetPwd', {
      id: ok.body.result,
      passwordRule: 'fixed',
      password: t.encrypt('Reset@2026'),
    });
    const ended = await t.call({ url: '/api/sysAuth/userInfo', token: session.accessToken });
    expect(ended.body.code).toBe(401);
    await t.login('13944440001', 'Reset@2026');

    // Disable, then delete: the account goes, its phone and account can be used again.
    await call('/api/schoolTeacher/update', { ...body, id: ok.body.result, status: 2 });
    const page = await call<PageResult<SchoolTeacher>>('/api/schoolTeacher/page', { phone: '13944440001' });
    expect(page.body.result.items[0]).toMatchObject({ status: 2, degree: '3', mentorType: '1' });
    await call('/api/schoolTeacher/delete', { id: ok.body.result });
    expect((await call<number>('/api/schoolTeacher/add', body)).body.code).toBe(200);
  });

  it('students: numbers unique in the school, ID cards unique everywhere, a class of the school', async () => {
    const cls = await call<number>('/api/schoolClass/add', { schoolYear: YEAR, grade: 2, classNo: 12 });
    const theirClass = await call<number>(
      '/api/schoolClass/add',
      { schoolYear: YEAR, grade: 2, classNo: 12 },
      'zh-cn',
      other,
    );
    const body = {
      classId: cls.body.result,
      studentNo: 'D0001',
      realName: '吴小芳',
      gender: '0',
      nation: 'nation_1006',
      idCard: idCardOf(7),
      guardianPhone: '13955550001',
      passwordRule: 'idCardLast6',
    };
    const ok = await call<number>('/api/schoolStudent/add', body);
    expect(ok.body.code, ok.body.message).toBe(200);
    expect((await call('/api/schoolStudent/add', { ...body, idCard: idCardOf(8) })).body.message).toBe(
      '[S1006] 学号已存在',
    );
    expect((await call('/api/schoolStudent/add', { ...body, studentNo: 'D0002' })).body.message).toBe(
      '[S1007] 身份证号已被其他学生使用',
    );
    // The same ID card in another school is refused too; the same student number there is fine.
    const elsewhere = await call(
      '/api/schoolStudent/add',
      { ...body, classId: theirClass.body.result, idCard: idCardOf(7) },
      'en',
      other,
    );
    expect(elsewhere.body.message).toBe('[S1007] Another student has this ID card number');
    expect(
      (
        await call(
          '/api/schoolStudent/add',
          { ...body, classId: theirClass.body.result, idCard: null, passwordRule: 'studentNo' },
          'zh-cn',
          other,
        )
      ).body.code,
    ).toBe(200);
    const bad = await call('/api/schoolStudent/add', {
      ...body,
      studentNo: 'a b',
      idCard: '5201',
      guardianPhone: '1',
      nation: 'x',
    });
    expect(JSON.parse(bad.body.message)).toEqual({ StudentNo: ['学号只能包含字母、数字、下划线和短横线'] });
    const bad2 = await call(
      '/api/schoolStudent/add',
      { ...body, studentNo: 'D0003', idCard: '5201', guardianPhone: '1', nation: 'x' },
      'en',
    );
    expect(JSON.parse(bad2.body.message)).toEqual({
      IdCard: ['ID card number must be an 18-character ID card number with a correct check digit'],
      GuardianPhone: ['Guardian phone must be an 11-digit mobile number'],
      Nation: ['Ethnic group "x" is not one of the options'],
    });
    const detail = await call<SchoolStudent>(`/api/schoolStudent/detail?id=${ok.body.result}`);
    expect(detail.body.result).toMatchObject({ idCard: idCardOf(7), nation: 'nation_1006', mustChangePassword: true });
    await t.login('nms01D0001', idCardOf(7).slice(-6));

    // A class with students cannot go; an empty one can.
    expect((await call('/api/schoolClass/delete', { id: cls.body.result })).body.message).toBe(
      '[S1009] 班级中还有学生，不能删除',
    );
    await call('/api/schoolStudent/delete', { id: ok.body.result });
    expect((await call('/api/schoolClass/delete', { id: cls.body.result })).body.code).toBe(200);
  });
});
