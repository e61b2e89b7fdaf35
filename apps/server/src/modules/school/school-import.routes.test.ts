import {
  type PageResult,
  type SchoolClass,
  type SchoolStudent,
  type SchoolTeacher,
  schoolYearOf,
} from '@meiyu/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bigXlsx,
  type CellInput,
  idCardOf,
  rowsOf,
  runImport,
  startImport,
  waitImport,
  xlsxOf,
  zipOf,
} from '../../../test/school-fixtures';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

const YEAR = schoolYearOf();
const STUDENT_HEADER = ['姓名*', '学号*', '性别*', '民族', '身份证号', '年级*', '班号*', '监护人电话', '账号'];

const student = (i: number, over: Partial<Record<number, CellInput>> = {}): CellInput[] => {
  const row: CellInput[] = [
    `学生${i}`,
    `IMP${String(i).padStart(4, '0')}`,
    i % 2 ? '男' : '女',
    '汉族',
    idCardOf(1000 + i),
    '五年级',
    3,
    '13800138000',
    null,
  ];
  for (const [k, v] of Object.entries(over)) row[Number(k)] = v ?? null;
  return row;
};

let hundredThousand: Buffer | null = null;

describe.each(DIALECTS)('school import and export on %s', (dialect) => {
  let t: TestApp;
  let token = '';
  let classId = 0;

  const count = async (filter: object = {}) =>
    (
      await t.call<PageResult<SchoolStudent>>({
        url: '/api/schoolStudent/page',
        token,
        body: { classId, pageSize: 1, ...filter },
      })
    ).body.result.total;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    token = (await t.login('school01')).accessToken;
    const add = await t.call<number>({
      url: '/api/schoolClass/add',
      token,
      body: { schoolYear: YEAR, grade: 5, classNo: 3 },
    });
    classId = add.body.result;
  });
  afterAll(async () => t.close());

  it('templates: localised headers, drop-down lists of the dictionaries, a guide', async () => {
    for (const [lang, first, sheet] of [
      ['zh-cn', '姓名*', '学生'],
      ['en', 'Name*', 'Students'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/schoolImport/template?kind=students',
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });
      expect(res.headers['content-disposition']).toContain('attachment');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual([sheet, lang === 'en' ? 'How to fill in' : '填写说明', 'lists']);
      expect(wb.worksheets[2]!.state).toBe('veryHidden');
      const header = (wb.worksheets[0]!.getRow(1).values as string[]).slice(1);
      expect(header[0]).toBe(first);
      expect(header).toHaveLength(9);
      // The gender column (C) offers the gender dictionary's labels; nation (D) all 56 nations.
      const dv = (wb.worksheets[0] as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } })
        .dataValidations.model;
      expect(dv.C2?.formulae[0]).toBe("'lists'!$A$1:$A$2");
      expect(dv.D2?.formulae[0]).toBe("'lists'!$B$1:$B$56");
      expect(wb.worksheets[2]!.getCell('A1').value).toBe('女');
      expect(wb.worksheets[2]!.getCell('B1').value).toBe('汉族');
    }
  });

  it('imports a good file: accounts that must change the password at first sign-in', async () => {
    const rows = [STUDENT_HEADER, ...Array.from({ length: 30 }, (_, i) => student(i + 1))];
    const result = await runImport(t, token, 'students', await xlsxOf(rows), { passwordRule: 'studentNo' });
    expect(result).toMatchObject({ phase: 'done', inserted: 30, errorCount: 0, total: 30, message: null });
    expect(await count()).toBe(30);
    const page = await t.call<PageResult<SchoolStudent>>({
      url: '/api/schoolStudent/page',
      token,
      body: { classId, studentNo: 'IMP0001' },
    });
    expect(page.body.result.items[0]).toMatchObject({
      realName: '学生1',
      gender: '1',
      nation: 'nation_1001',
      account: 'nms01IMP0001',
      mustChangePassword: true,
    });
    // The student signs in with the initial password and is told to change it.
    const login = await t.login('nms01IMP0001', 'IMP0001');
    const info = await t.call<{ mustChangePassword: boolean; roleCodes: string[] }>({
      url: '/api/sysAuth/userInfo',
      token: login.accessToken,
    });
    expect(info.body.result).toMatchObject({ mustChangePassword: true, roleCodes: ['student'] });
    // One operation-log entry for the whole import.
    const log = await t.app.ctx.db
      .selectFrom('sys_log_op')
      .select(['action', 'after_json'])
      .where('module', '=', 'school')
      .where('action', '=', 'import')
      .execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!.after_json!)).toMatchObject({ kind: 'students', count: 30 });
  });

  it('reports every bad row with its row, column and reason, and writes nothing', async () => {
    const before = await count();
    const rows = [
      STUDENT_HEADER,
      student(101),
      student(102, { 1: 'IMP0001' }), // row 3: number taken by the good import
      student(103),
      student(104, { 2: '未知', 4: '520102201001011234' }), // row 5: no such gender, bad ID card
      student(105),
    ];
    const zh = await runImport(t, token, 'students', await xlsxOf(rows), { passwordRule: 'studentNo' });
    expect(zh.phase).toBe('failed');
    expect(zh.inserted).toBe(0);
    expect(zh.errors).toEqual([
      { row: 3, column: '学号 (B)', reason: '学号“IMP0001”在本校已存在' },
      { row: 5, column: '性别 (C)', reason: '“未知”不是有效选项，可选：女、男' },
      { row: 5, column: '身份证号 (E)', reason: '格式不正确（18位身份证号，末位校验码须正确）' },
    ]);
    expect(zh.message).toBe('2 行未通过检查（共 3 处问题），没有写入任何数据。请按行号、列和原因修改后重新导入。');
    expect(await count()).toBe(before);

    const en = await runImport(t, token, 'students', await xlsxOf(rows), { passwordRule: 'studentNo' }, 'en');
    expect(en.errors[1]).toEqual({ row: 5, column: 'Gender (C)', reason: '"未知" is not one of the options: 女、男' });
    // The rejected rows as a workbook: row, column, reason, then the row as it was.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/schoolImport/errors?jobId=${en.jobId}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    const sheet = await rowsOf(res.rawPayload);
    expect(sheet[0]!.slice(0, 4)).toEqual(['Row', 'Column', 'Reason', '姓名*']);
    expect(sheet.slice(1).map((r) => r[0])).toEqual(['3', '5', '5']);
    expect(sheet[2]!.slice(3, 6)).toEqual(['学生104', 'IMP0104', '未知']);
    expect(await count()).toBe(before);
  });

  it('checks duplicates inside the file, formulas and the password rule’s needs', async () => {
    const rows = [
      STUDENT_HEADER,
      student(201),
      student(202, { 1: 'IMP0201' }),
      student(203, { 4: idCardOf(1201) }),
      student(204, { 0: { formula: 'A2&"x"', result: '学生201x' } }),
      student(205, { 4: null }),
    ];
    const r = await runImport(t, token, 'students', await xlsxOf(rows), { passwordRule: 'idCardLast6' });
    expect(r.errors).toEqual([
      { row: 3, column: '学号 (B)', reason: '与第2行重复' },
      { row: 4, column: '身份证号 (E)', reason: '与第2行重复' },
      { row: 5, column: '姓名 (A)', reason: '不能使用公式，请填写值本身' },
      { row: 6, column: '身份证号 (E)', reason: '初始密码按“身份证号后六位”生成，身份证号不能为空' },
    ]);
  });

  it('refuses a file that is not an xlsx, by content', async () => {
    const before = await count();
    for (const bytes of [
      Buffer.from('姓名,学号\n张三,1\n'),
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
      zipOf({ 'word/document.xml': '<w:document/>', '[Content_Types].xml': '<Types/>' }),
      Buffer.alloc(0),
    ]) {
      const r = await startImport(t, token, 'students', bytes, { passwordRule: 'studentNo' });
      expect(r.message).toBe('[S1100] 文件不是 Excel 工作簿（.xlsx），请使用下载的模板');
    }
    const en = await startImport(t, token, 'students', Buffer.from('x'), {}, 'en');
    expect(en.message).toBe('[S1100] The file is not an Excel workbook (.xlsx): use the downloaded template');
    expect(await count()).toBe(before);
  });

  it('refuses wrong columns with the columns that are missing or unknown', async () => {
    const file = await xlsxOf([
      ['姓名', '爱好', '性别', '年级', '班号'],
      ['张三', '画画', '男', '五年级', 3],
    ]);
    const r = await startImport(t, token, 'students', file, { passwordRule: 'studentNo' });
    expect(r.message).toBe('[S1101] 表头与模板不符：缺少列：学号；无法识别的列：爱好');
    const en = await startImport(t, token, 'students', file, { passwordRule: 'studentNo' }, 'en');
    expect(en.message).toBe(
      '[S1101] The header row does not match the template：missing columns: Student number；unknown columns: 爱好',
    );
    // An English template imports as well; a header-only file has no data rows.
    const english = await runImport(
      t,
      token,
      'students',
      await xlsxOf([['Name*', 'Student number*', 'Gender*', 'Grade*', 'Class number*']]),
      { passwordRule: 'studentNo' },
    );
    expect(english).toMatchObject({ phase: 'failed', message: '[S1103] 文件中没有数据行' });
  });

  it('refuses 100 000 rows as a whole, without writing', async () => {
    hundredThousand ??= await bigXlsx(['姓名', '学号', '性别'], 100_000, (i) => [`学生${i}`, `BIG${i}`, '男']);
    const before = await count();
    const fields = { passwordRule: 'studentNo', classId: String(classId) };
    const started = await startImport(t, token, 'students', hundredThousand, fields);
    // While it runs, the school takes no second import.
    const second = await startImport(
      t,
      token,
      'classes',
      await xlsxOf([
        ['学年', '年级', '班号'],
        [YEAR, '一年级', 9],
      ]),
    );
    expect(second.message).toBe('[S1105] 该学校已有导入正在进行，请稍后再试');
    const r = await waitImport(t, token, started.result!.jobId);
    expect(r).toMatchObject({ phase: 'failed', inserted: 0 });
    expect(r.message).toBe('[S1102] 数据行数超过上限 60000 行，请拆分文件后分批导入');
    expect(await count()).toBe(before);
  }, 120_000);

  it('imports into a chosen class; rows naming another class are refused', async () => {
    const other = await t.call<number>({
      url: '/api/schoolClass/add',
      token,
      body: { schoolYear: YEAR, grade: 5, classNo: 4 },
    });
    const rows = [
      ['姓名', '学号', '性别', '年级', '班号'],
      ['甲', 'C0001', '女', null, null],
      ['乙', 'C0002', '男', '五年级', 4],
      ['丙', 'C0003', '男', '五年级', 9],
    ];
    const r = await runImport(t, token, 'students', await xlsxOf(rows), {
      passwordRule: 'studentNo',
      classId: String(other.body.result),
    });
    expect(r.errors).toEqual([{ row: 4, column: '班号 (E)', reason: '与导入时选择的班级（五年级(4)班）不一致' }]);
    const ok = await runImport(t, token, 'students', await xlsxOf(rows.slice(0, 3)), {
      passwordRule: 'studentNo',
      classId: String(other.body.result),
    });
    expect(ok).toMatchObject({ phase: 'done', inserted: 2 });
    expect(await count({ classId: other.body.result })).toBe(2);
    // Without a chosen class, the grade and number name the class; a missing class is reported.
    const missing = await runImport(
      t,
      token,
      'students',
      await xlsxOf([rows[0]!, ['丁', 'C0004', '男', '五年级', 9]]),
      {
        passwordRule: 'studentNo',
      },
    );
    expect(missing.errors).toEqual([{ row: 2, column: '班号 (E)', reason: `本校 ${YEAR} 学年没有五年级(9)班` }]);
  });

  it('the default password rule needs the sys_password parameter', async () => {
    const file = await xlsxOf([STUDENT_HEADER, student(301)]);
    await t.app.ctx.db.updateTable('sys_config').set({ value: '' }).where('code', '=', 'sys_password').execute();
    await t.app.ctx.settings.reload();
    const none = await startImport(t, token, 'students', file, { passwordRule: 'default' });
    expect(none.message).toBe('[S1016] 未设置默认密码（系统参数 sys_password），请选择其他初始密码规则');
    await t.app.ctx.db
      .updateTable('sys_config')
      .set({ value: 'Start@2026' })
      .where('code', '=', 'sys_password')
      .execute();
    await t.app.ctx.settings.reload();
    const r = await runImport(t, token, 'students', file, { passwordRule: 'default' });
    expect(r).toMatchObject({ phase: 'done', inserted: 1 });
    await t.login('nms01IMP0301', 'Start@2026');
    const fixed = await startImport(t, token, 'students', file, { passwordRule: 'fixed', password: t.encrypt('ab') });
    expect(fixed.message).toBe('[S1017] 初始密码须为6-32位，不含空格');
  });

  it('imports teachers with their classes, and classes with head teachers', async () => {
    const teachers = await runImport(
      t,
      token,
      'teachers',
      await xlsxOf([
        ['姓名*', '手机号码*', '性别', '学历', '职称', '任教学科', '任教班级'],
        ['赵老师', '13922220001', '女', '本科', '一级教师', '音乐', '五年级(3)班；5-4'],
        ['钱老师', '1392222', '男', null, null, '美术', null],
        ['孙老师', '13922220003', '男', null, '特级', null, '六年级(8)班'],
      ]),
      { passwordRule: 'phoneLast6' },
    );
    expect(teachers.errors).toEqual([
      { row: 3, column: '手机号码 (B)', reason: '格式不正确（须为11位手机号码）' },
      {
        row: 4,
        column: '职称 (E)',
        reason: '“特级”不是有效选项，可选：未评、三级教师、二级教师、一级教师、高级教师、正高级教师',
      },
      { row: 4, column: '任教班级 (G)', reason: `本校 ${YEAR} 学年没有班级“六年级(8)班”（写法如 一年级(1)班 或 1-1）` },
    ]);
    const good = await runImport(
      t,
      token,
      'teachers',
      await xlsxOf([
        ['姓名*', '手机号码*', '性别', '学历', '职称', '任教学科', '任教班级'],
        ['赵老师', '13922220001', '女', '本科', '一级教师', '音乐', '五年级(3)班；5-4'],
      ]),
      { passwordRule: 'phoneLast6' },
    );
    expect(good).toMatchObject({ phase: 'done', inserted: 1 });
    const page = await t.call<PageResult<SchoolTeacher>>({
      url: '/api/schoolTeacher/page',
      token,
      body: { phone: '13922220001' },
    });
    expect(page.body.result.items[0]).toMatchObject({
      account: '13922220001',
      educationLevel: '3',
      title: '3',
      subject: 'music',
      mustChangePassword: true,
    });
    expect(page.body.result.items[0]!.classes.map((c) => `${c.grade}-${c.classNo}`)).toEqual(['5-3', '5-4']);
    await t.login('13922220001', '220001');

    const classes = await runImport(
      t,
      token,
      'classes',
      await xlsxOf([
        ['学年*', '年级*', '班号*', '班级名称', '班主任'],
        [YEAR, '六年级', 5, '美术特色班', '13922220001'],
        [YEAR, '五年级', 3, null, null],
        [YEAR, '高一', 1, null, null],
        ['2026', '一年级', 1, null, 'nobody'],
      ]),
    );
    expect(classes.errors).toEqual([
      { row: 3, column: '班号 (C)', reason: '本校该学年已有此班级' },
      { row: 4, column: '年级 (B)', reason: '不在本校学段（一年级—六年级）之内' },
      { row: 5, column: '学年 (A)', reason: '学年格式应为 2026-2027' },
    ]);
    const ok = await runImport(
      t,
      token,
      'classes',
      await xlsxOf([
        ['学年*', '年级*', '班号*', '班级名称', '班主任'],
        [YEAR, '六年级', 5, '美术特色班', '13922220001'],
        [YEAR, '六年级', 6, null, 'nobody'],
      ]),
    );
    expect(ok.errors).toEqual([{ row: 3, column: '班主任 (E)', reason: '本校没有账号或手机号码为“nobody”的教师' }]);
    const done = await runImport(
      t,
      token,
      'classes',
      await xlsxOf([
        ['学年*', '年级*', '班号*', '班级名称', '班主任'],
        [YEAR, '六年级', 5, '美术特色班', '13922220001'],
      ]),
    );
    expect(done).toMatchObject({ phase: 'done', inserted: 1 });
    const made = await t.call<PageResult<SchoolClass>>({
      url: '/api/schoolClass/page',
      token,
      body: { grade: 6, classNo: 5 },
    });
    expect(made.body.result.items[0]).toMatchObject({ name: '美术特色班', headTeacherName: '赵老师' });
  });

  it('exports the filtered list that imports back', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/schoolExport/students?classId=${classId}&studentNo=IMP000`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-cn' },
    });
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual([
      '学校',
      '姓名',
      '学号',
      '性别',
      '民族',
      '身份证号',
      '年级',
      '班号',
      '班级名称',
      '学年',
      '监护人电话',
      '账号',
      '状态',
      '已修改初始密码',
    ]);
    expect(rows.slice(1).map((r) => r[2])).toEqual(Array.from({ length: 9 }, (_, i) => `IMP000${i + 1}`));
    expect(rows[1]).toEqual(
      expect.arrayContaining(['南明区实验小学', '学生1', '男', '汉族', idCardOf(1001), '五年级', '3', '在校', '否']),
    );
  });

  it('keeps progress readable while a job runs, then final', async () => {
    const started = await startImport(
      t,
      token,
      'classes',
      await xlsxOf([
        ['学年', '年级', '班号'],
        [YEAR, '二年级', 9],
      ]),
    );
    expect(started.code).toBe(200);
    const final = await waitImport(t, token, started.result!.jobId);
    expect(final).toMatchObject({ kind: 'classes', phase: 'done', inserted: 1, processed: 1, total: 1 });
  });
});
