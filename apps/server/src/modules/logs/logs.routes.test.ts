import type { PageResult, SysLogEx, SysLogExDetail, SysLogOp, SysLogOpDetail, SysLogVis } from '@meiyu/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids';
import { formatDateTime } from '../../core/time';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe.each(DIALECTS)('logs on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let district: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { SCHEDULER_ENABLED: 'false' });
    admin = (await t.login('admin')).accessToken;
    district = (await t.login('district01')).accessToken;
  });
  afterAll(async () => t.close());

  const visPage = (body: object = {}) =>
    t.call<PageResult<SysLogVis>>({
      url: '/api/sysLogVis/page',
      token: admin,
      body: { page: 1, pageSize: 50, ...body },
    });

  it('logs every sign-in: success and each failure reason, with address and user agent', async () => {
    const login = (account: string, password: string) =>
      t.call({
        url: '/api/sysAuth/login',
        body: { account, password: t.encrypt(password), codeId: 0, code: '' },
        headers: { 'user-agent': CHROME, 'x-forwarded-for': '203.0.113.7' },
      });
    expect((await login('teacher01', 'Meiyu@2026')).body.code).toBe(200);
    expect((await login('teacher01', 'Wrong@2026')).body.code).toBe(400);
    expect((await login('nobody_here', 'Wrong@2026')).body.code).toBe(400);
    const phone = await t.call({ url: '/api/sysAuth/loginPhone', body: { phone: '13800000006', code: '0000' } });
    expect(phone.body.code).toBe(400);

    const rows = (await visPage({ account: 'teacher01' })).body.result.items;
    expect(rows.map((r) => [r.status, r.reason])).toEqual([
      [2, '[D1000] 密码不正确'],
      [1, null],
    ]);
    expect(rows[1]).toMatchObject({
      method: 'password',
      ip: '203.0.113.7',
      browser: 'Chrome 124',
      os: 'Windows 10+',
      realName: '刘老师',
    });
    const unknown = (await visPage({ account: 'nobody_here' })).body.result.items;
    expect(unknown).toMatchObject([{ status: 2, reason: '[D0009] 账号不存在', userId: null }]);
    const sms = (await visPage({ method: 'phone' })).body.result.items;
    expect(sms[0]).toMatchObject({ status: 2, account: '13800000006' });
    expect(sms[0]!.reason).toMatch(/验证码/);
    const failures = (await visPage({ status: 2 })).body.result.items;
    expect(failures.every((r) => r.status === 2)).toBe(true);
    expect((await visPage({ ip: '203.0.113' })).body.result.total).toBe(3);
  });

  it('records every write with before and after values, and honours sys_oplog', async () => {
    // A menu change (retrofitted) and a profile change, then the same with the operation log off.
    const tree = await t.call<{ id: number; path: string | null }[]>({
      url: '/api/sysMenu/list',
      token: admin,
      query: { Type: '2' },
    });
    const system = (
      await t.app.ctx.db.selectFrom('sys_menu').select('id').where('name', '=', 'system').executeTakeFirstOrThrow()
    ).id;
    expect(tree.body.code).toBe(200);
    const add = await t.call({
      url: '/api/sysMenu/add',
      token: admin,
      body: {
        pid: system,
        type: 2,
        name: 'logProbe',
        title: '日志探针',
        path: '/system/probe',
        component: '/system/probe/index',
      },
    });
    expect(add.body.code).toBe(200);
    const menuId = (
      await t.app.ctx.db.selectFrom('sys_menu').select('id').where('name', '=', 'logProbe').executeTakeFirstOrThrow()
    ).id;
    await t.call({
      url: '/api/sysMenu/update',
      token: admin,
      body: {
        id: menuId,
        pid: system,
        type: 2,
        name: 'logProbe',
        title: '日志探针2',
        path: '/system/probe',
        component: '/system/probe/index',
      },
    });
    await t.call({ url: '/api/sysMenu/delete', token: admin, body: { id: menuId } });
    await t.call({
      url: '/api/sysUser/updateBaseInfo',
      token: district,
      body: { realName: '张区教', address: '贵阳市南明区' },
    });

    const page = await t.call<PageResult<SysLogOp>>({
      url: '/api/sysLogOp/page',
      token: admin,
      body: { page: 1, pageSize: 10, module: 'menus', entityId: String(menuId) },
    });
    expect(page.body.result.items.map((r) => r.action)).toEqual(['delete', 'update', 'add']);
    expect(page.body.result.items[0]).toMatchObject({ account: 'admin', realName: '系统管理员', entity: 'sys_menu' });
    const update = page.body.result.items[1]!;
    const detail = await t.call<SysLogOpDetail>({
      url: '/api/sysLogOp/detail',
      token: admin,
      query: { id: String(update.id) },
    });
    expect(JSON.parse(detail.body.result.before!).title).toBe('日志探针');
    expect(JSON.parse(detail.body.result.after!).title).toBe('日志探针2');
    const profile = await t.call<PageResult<SysLogOp>>({
      url: '/api/sysLogOp/page',
      token: admin,
      body: { page: 1, pageSize: 10, module: 'users', action: 'updateBaseInfo' },
    });
    expect(profile.body.result.items[0]).toMatchObject({ account: 'district01', entity: 'sys_user' });

    const oplog = await t.app.ctx.db
      .selectFrom('sys_config')
      .select(['id', 'name'])
      .where('code', '=', 'sys_oplog')
      .executeTakeFirstOrThrow();
    const set = (value: string) =>
      t.call({
        url: '/api/sysConfig/update',
        token: admin,
        body: { id: oplog.id, name: oplog.name, code: 'sys_oplog', value },
      });
    expect((await set('False')).body.code).toBe(200);
    const before = (
      await t.call<PageResult<SysLogOp>>({ url: '/api/sysLogOp/page', token: admin, body: { page: 1, pageSize: 1 } })
    ).body.result.total;
    await t.call({
      url: '/api/sysUser/updateBaseInfo',
      token: district,
      body: { realName: '张区教', address: '不记录' },
    });
    const after = (
      await t.call<PageResult<SysLogOp>>({ url: '/api/sysLogOp/page', token: admin, body: { page: 1, pageSize: 1 } })
    ).body.result.total;
    expect(after).toBe(before);
    // Switching it back on is itself recorded (the switch is read before the change).
    expect((await set('True')).body.code).toBe(200);
    await t.call({
      url: '/api/sysUser/updateBaseInfo',
      token: district,
      body: { realName: '张区教', address: '记录' },
    });
    const last = (
      await t.call<PageResult<SysLogOp>>({ url: '/api/sysLogOp/page', token: admin, body: { page: 1, pageSize: 1 } })
    ).body.result;
    expect(last.total).toBe(before + 1);
    expect(last.items[0]).toMatchObject({ module: 'users', action: 'updateBaseInfo' });
  });

  it('exports a search as an Excel workbook in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sysLogVis/export',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
      payload: { account: 'teacher01' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Login log-\d{12}\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('Time');
    expect(ws.rowCount).toBe(3);
    expect(ws.getRow(2).getCell(2).value).toBe('teacher01');
    const op = await t.app.inject({
      method: 'POST',
      url: '/api/sysLogOp/export',
      headers: { authorization: `Bearer ${admin}` },
      payload: { module: 'menus' },
    });
    expect(op.headers['content-disposition']).toContain(encodeURIComponent('操作日志'));
    // Only the administrators hold the log screens.
    expect((await t.call({ url: '/api/sysLogVis/page', token: district, body: {} })).body.code).toBe(403);
  });

  it('writes unhandled exceptions to the exception log without changing the answer', async () => {
    // Break a table a route reads: the route fails with an unexpected database error.
    await t.app.ctx.db.schema.alterTable('sys_notice_read').renameTo('sys_notice_read_away').execute();
    try {
      const res = await t.call({
        url: '/api/sysNotice/unreadList',
        token: district,
        headers: { 'x-request-id': 'boom-1' },
      });
      expect(res.body).toMatchObject({ code: 500, message: '系统异常，请联系管理员' });
      expect(res.body.message).not.toContain('sys_notice_read');
    } finally {
      await t.app.ctx.db.schema.alterTable('sys_notice_read_away').renameTo('sys_notice_read').execute();
    }
    const page = await t.call<PageResult<SysLogEx>>({
      url: '/api/sysLogEx/page',
      token: admin,
      body: { page: 1, pageSize: 10, url: 'unreadList' },
    });
    expect(page.body.result.items[0]).toMatchObject({
      httpMethod: 'GET',
      url: '/api/sysNotice/unreadList',
      route: '/api/sysNotice/unreadList',
      account: 'district01',
      requestId: 'boom-1',
    });
    const detail = await t.call<SysLogExDetail>({
      url: '/api/sysLogEx/detail',
      token: admin,
      query: { id: String(page.body.result.items[0]!.id) },
    });
    expect(detail.body.result.message).toMatch(/sys_notice_read/);
    expect(detail.body.result.stack).toMatch(/at /);
  });

  it('cleans up what is older than the retention (at least six months) and keeps the rest', async () => {
    const day = 24 * 3600_000;
    const at = (daysAgo: number) => formatDateTime(new Date(Date.now() - daysAgo * day));
    const row = (daysAgo: number, account: string) => ({
      id: newId(),
      create_time: at(daysAgo),
      tenant_id: null,
      user_id: null,
      account,
      real_name: null,
      org_id: null,
      method: 'password',
      status: 2,
      reason: 'old',
      ip: null,
      user_agent: null,
      browser: null,
      os: null,
      request_id: null,
    });
    await t.app.ctx.db
      .insertInto('sys_log_vis')
      .values([row(400, 'old_one'), row(181, 'old_two'), row(170, 'recent_one')])
      .execute();
    // Even a shorter setting keeps six months: the clean-up never goes below 180 days.
    await t.app.ctx.db
      .updateTable('sys_config')
      .set({ value: '30' })
      .where('code', '=', 'sys_log_retention_days')
      .execute();
    t.app.ctx.settings.invalidate();
    const job = await t.app.ctx.db
      .selectFrom('sys_job')
      .select('id')
      .where('name', '=', 'log_cleanup')
      .executeTakeFirstOrThrow();
    const run = await t.call<{ status: number; message: string }>({
      url: '/api/sysJob/run',
      token: admin,
      body: { id: job.id },
    });
    expect(run.body.result.status).toBe(1);
    expect(run.body.result.message).toMatch(/sys_log_vis=2/);
    const left = (await visPage({ startTime: at(1000) })).body.result.items.map((r) => r.account);
    expect(left).toContain('recent_one');
    expect(left).not.toContain('old_one');
    expect(left).not.toContain('old_two');
  });
});
