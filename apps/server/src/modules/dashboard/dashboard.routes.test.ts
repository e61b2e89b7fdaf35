import type { DashboardOverview, DashboardTodo } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

describe.each(DIALECTS)('dashboard figures follow the data scope on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => t.close());

  const overview = async (account: string) => {
    const { accessToken } = await t.login(account);
    return (await t.call<DashboardOverview>({ url: '/api/dashboard/overview', token: accessToken })).body.result;
  };

  it('a province sees its whole tree, a district its schools, a school itself, a student only itself', async () => {
    const admin = await overview('admin');
    const district = await overview('district01');
    const school = await overview('school01');
    const student = await overview('student01');
    expect(admin.schoolCount).toBe(21);
    expect(admin.orgCount).toBe(29);
    expect(district.schoolCount).toBe(5);
    expect(district.orgCount).toBe(6);
    expect(school.orgCount).toBe(1);
    expect(school.schoolCount).toBe(1);
    expect(school.userCount).toBeLessThan(district.userCount + 1);
    expect(student.userCount).toBe(1);
    expect(student.menuCount).toBe(0);
    expect(admin.menuCount).toBeGreaterThan(0);
    expect(admin.lastLoginTime).toBeNull();
    expect((await overview('admin')).lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it('to-dos come from real data: a forced password change shows up', async () => {
    await t.app.ctx.db
      .updateTable('sys_user')
      .set({ must_change_password: 1 })
      .where('account', '=', 'teacher01')
      .execute();
    const { accessToken } = await t.login('teacher01');
    const todos = await t.call<DashboardTodo[]>({ url: '/api/dashboard/todos', token: accessToken, lang: 'en' });
    expect(todos.body.result).toContainEqual({
      key: 'changePassword',
      title: 'Change your initial password',
      count: 1,
      path: '/system/userCenter?tab=password',
    });
  });
});
