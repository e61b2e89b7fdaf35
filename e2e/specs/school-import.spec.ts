import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import classesZhCn from '../../apps/web/src/features/school-classes/locales/zh-cn.json' with { type: 'json' };
import importZhCn from '../../apps/web/src/features/school-import/locales/zh-cn.json' with { type: 'json' };
import studentsZhCn from '../../apps/web/src/features/school-students/locales/zh-cn.json' with { type: 'json' };
import personalZhCn from '../../apps/web/src/features/personal-center/locales/zh-cn.json' with { type: 'json' };
import { expect, landAfterLogin, loginAs, newContext, test, toast } from '../fixtures';
import { LoginPage } from '../pages/login-page';
import { chooseOption } from '../pages/org-page';
import { named } from '../pages/shell-page';
import { fill } from '../texts';

const CLS = classesZhCn;
const IMP = importZhCn;
const STU = studentsZhCn;
const PWD = personalZhCn.password;

const HEADER = ['姓名*', '学号*', '性别*', '民族', '身份证号', '年级', '班号', '监护人电话', '账号'];
const NAMES = ['安若溪', '白子墨', '陈思琪', '邓浩然', '方雨桐', '郭子豪', '何欣怡', '江明轩', '孔诗涵', '梁宇航'];

/** The class list the test fills in, as a teacher would: no grade or class columns, the class is chosen on import. */
function studentRows(): (string | null)[][] {
  return NAMES.map((name, i) => [
    name,
    `E2E${String(i + 1).padStart(4, '0')}`,
    i % 2 ? '男' : '女',
    i === 3 ? '苗族' : '汉族',
    null,
    null,
    null,
    '13800138000',
    null,
  ]);
}

async function xlsx(rows: (string | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('学生');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('a school admin imports a class from Excel, exports it, and a student must change the password at first sign-in', async ({
  page,
  shell,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'school01');

  // 1. A new class: 四年级(5)班 of this school year.
  await shell.menuItem('学校管理').click();
  await shell.menuItem('班级管理').click();
  await expect(page.getByTestId('school-class-page')).toBeVisible();
  await page.getByRole('button', { name: named(CLS.add) }).click();
  const classForm = page.getByRole('dialog', { name: CLS.addTitle });
  await classForm.getByLabel(CLS.fields.grade).click();
  await chooseOption(page, '四年级');
  await classForm.getByLabel(CLS.fields.classNo).fill('5');
  await classForm.getByRole('button', { name: named(CLS.actions.ok) }).click();
  await expect(toast(page, CLS.messages.added)).toBeVisible();
  await expect(page.getByRole('row', { name: /四年级\(5\)班/ })).toBeVisible();

  // 2. The import, from the students page: the file has two bad rows, which come back and nothing is written.
  await shell.menuItem('学生管理').click();
  await page
    .getByTestId('school-student-page')
    .getByRole('button', { name: named(STU.import) })
    .click();
  const importPage = page.getByTestId('school-import-page');
  await expect(importPage).toBeVisible();
  await importPage.getByLabel(IMP.fields.class).click();
  await chooseOption(page, '四年级(5)班');
  // Without a default password (sys_password is empty) the student number is the initial password.
  await expect(importPage.getByRole('radio', { name: '学号' })).toBeChecked();

  const rows = studentRows();
  const bad = [
    ...rows.slice(0, 2),
    ['齐天乐', 'E2E0001', '男', '汉族', null, null, null, null, null],
    ...rows.slice(2),
  ];
  bad.splice(5, 0, ['任我行', 'E2E0099', '未知', '汉族', null, null, null, null, null]);
  await importPage.locator('input[type=file]').setInputFiles({
    name: '四年级5班.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await xlsx(bad),
  });
  await expect(importPage.getByText(/四年级5班\.xlsx/)).toBeVisible();
  await page.getByTestId('import-start').click();
  const failed = page.getByTestId('import-failed');
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed).toContainText(IMP.failed);
  await expect(failed).toContainText(/2 行未通过检查/);
  const errors = page.getByTestId('import-errors');
  await expect(errors.getByRole('row')).toHaveCount(3);
  await expect(errors.getByRole('row').nth(1)).toContainText('4');
  await expect(errors.getByRole('row').nth(1)).toContainText('学号 (B)');
  await expect(errors.getByRole('row').nth(1)).toContainText('与第2行重复');
  await expect(errors.getByRole('row').nth(2)).toContainText('7');
  await expect(errors.getByRole('row').nth(2)).toContainText('性别 (C)');
  await expect(errors.getByRole('row').nth(2)).toContainText('“未知”不是有效选项，可选：女、男');

  // 3. The corrected file goes in whole.
  await page.getByRole('button', { name: IMP.again }).click();
  await importPage.locator('input[type=file]').setInputFiles({
    name: '四年级5班-改.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await xlsx(rows),
  });
  await page.getByTestId('import-start').click();
  const done = page.getByTestId('import-done');
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done).toContainText(fill(IMP.done, { count: 10 }));

  // 4. The class's list: the ten students, their initial passwords still to change; then its export.
  await done.getByRole('button', { name: IMP.actions.viewStudents }).click();
  const list = page.getByTestId('school-student-page');
  await expect(list.getByRole('row', { name: /E2E0001/ })).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: '四年级(5)班' })).toHaveCount(10);
  await expect(list.getByRole('row', { name: /E2E0004/ })).toContainText('苗族');
  await expect(list.getByRole('row', { name: /E2E0004/ })).toContainText(STU.password.initial);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: named(STU.export) }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
  const sheet = exported.worksheets[0]!;
  expect(sheet.rowCount).toBe(11);
  const header = (sheet.getRow(1).values as string[]).slice(1);
  expect(header.slice(0, 4)).toEqual(['学校', '姓名', '学号', '性别']);
  const exportedNames = Array.from({ length: 10 }, (_, i) => String(sheet.getRow(i + 2).getCell(2).value));
  expect(exportedNames.sort()).toEqual([...NAMES].sort());
  expect(String(sheet.getRow(2).getCell(7).value)).toBe('四年级');

  // 5. The class's login slips: account and a hint at the password, never the password.
  await list.getByRole('button', { name: STU.loginSlips }).click();
  await expect(page.getByTestId('login-slip')).toHaveCount(10);
  const firstSlip = page.getByTestId('login-slip').filter({ hasText: '安若溪' });
  await expect(firstSlip).toContainText('nms01E2E0001');
  await expect(firstSlip).toContainText(`${STU.slips.password}学号`);

  // 6. The student signs in with the initial password and is held on the password tab until it changes it.
  const context = await newContext(browser);
  const student = await context.newPage();
  const login = new LoginPage(student);
  await login.goto();
  await login.submitAccount('nms01E2E0001', 'E2E0001');
  await student.waitForURL(/\/personal\/center\?tab=password/);
  await landAfterLogin(student);
  await expect(student.getByText(PWD.forcedTitle)).toBeVisible();
  // Other pages lead back to the password tab.
  await student.goto('/dashboard/home');
  await student.waitForURL(/\/personal\/center\?tab=password/);
  await student.getByLabel(PWD.old, { exact: true }).fill('E2E0001');
  await student.getByLabel(PWD.new, { exact: true }).fill('Meiyu#2027');
  await student.getByLabel(PWD.confirm, { exact: true }).fill('Meiyu#2027');
  await student.getByRole('button', { name: PWD.submit }).click();
  await expect(toast(student, PWD.changed)).toBeVisible();
  await student.waitForURL(/\/login/);
  await login.submitAccount('nms01E2E0001', 'Meiyu#2027');
  await landAfterLogin(student);
  await expect(student).toHaveURL(/\/dashboard\/home/);
  await context.close();

  // The admin's list now shows the changed password.
  await page.goto('/school/student');
  await page.getByTestId('school-student-page').getByPlaceholder(/学号/).fill('E2E0001');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: /E2E0001/ })).toContainText(STU.password.changed);
});
