import type { PageResult, SysConfig } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

describe.each(DIALECTS)('sysConfig on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let district: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { SCHEDULER_ENABLED: 'false' });
    admin = (await t.login('admin')).accessToken;
    district = (await t.login('district01')).accessToken;
  });
  afterAll(async () => t.close());

  const byCode = async (code: string) =>
    (await t.call<SysConfig[]>({ url: '/api/sysConfig/list', token: admin })).body.result.find((c) => c.code === code)!;

  it('lists the seeded parameters of the contract and the product', async () => {
    const list = await t.call<SysConfig[]>({ url: '/api/sysConfig/list', token: admin });
    const codes = list.body.result.map((c) => c.code);
    for (const code of [
      'sys_captcha',
      'sys_oplog',
      'sys_token_expire',
      'sys_log_retention_days',
      'sys_file_max_video_mb',
    ]) {
      expect(codes).toContain(code);
    }
    expect(list.body.result.every((c) => c.sysFlag)).toBe(true);
    const page = await t.call<PageResult<SysConfig>>({
      url: '/api/sysConfig/page',
      token: admin,
      body: { page: 1, pageSize: 3, code: 'sys_file' },
    });
    expect(page.body.result).toMatchObject({ total: 4, pageSize: 3, totalPages: 2 });
    const detail = await t.call<SysConfig>({
      url: '/api/sysConfig/detail',
      token: admin,
      query: { id: String(page.body.result.items[0]!.id) },
    });
    expect(detail.body.result.code).toMatch(/^sys_file/);
    expect((await t.call({ url: '/api/sysConfig/list', token: district })).body.code).toBe(403);
    expect((await t.call<string[]>({ url: '/api/sysConfig/groupList', token: admin })).body.result).toEqual([
      'Default',
    ]);
  });

  it('applies a change at once through the one accessor', async () => {
    const wm = await byCode('sys_watermark');
    expect((await t.call({ url: '/api/sysAuth/watermarkConfig', token: admin })).body.result).toEqual({
      watermarkEnabled: false,
    });
    const res = await t.call({
      url: '/api/sysConfig/update',
      token: admin,
      body: { id: wm.id, name: wm.name, code: wm.code, value: 'true', remark: wm.remark },
    });
    expect(res.body.code).toBe(200);
    expect((await byCode('sys_watermark')).value).toBe('True');
    expect((await t.call({ url: '/api/sysAuth/watermarkConfig', token: admin })).body.result).toEqual({
      watermarkEnabled: true,
    });
  });

  it('refuses values of the wrong type, renamed or deleted system parameters, duplicates; nothing changes', async () => {
    const token = await byCode('sys_token_expire');
    const retention = await byCode('sys_log_retention_days');
    const update = (row: SysConfig, patch: object, lang = 'zh-cn') =>
      t.call({
        url: '/api/sysConfig/update',
        token: admin,
        lang,
        body: { id: row.id, name: row.name, code: row.code, value: row.value, ...patch },
      });
    expect((await update(token, { value: 'soon' })).body.message).toBe('[D9003] 参数值格式不正确');
    expect((await update(token, { value: '0' })).body.message).toBe('[D9003] 参数值格式不正确');
    expect((await update(retention, { value: '30' }, 'en')).body.message).toBe(
      "[D9003] The parameter's value has the wrong format",
    );
    expect((await update(await byCode('sys_oplog'), { value: 'maybe' })).body.message).toMatch(/^\[D9003\]/);
    expect((await update(token, { code: 'sys_token_life' })).body.message).toBe('[D9004] 系统参数的编码不能修改');
    expect((await t.call({ url: '/api/sysConfig/delete', token: admin, body: { id: token.id } })).body.message).toBe(
      '[D9002] 禁止删除系统参数',
    );
    const dup = await t.call({
      url: '/api/sysConfig/add',
      token: admin,
      body: { name: '新参数', code: 'sys_captcha' },
    });
    expect(dup.body.message).toBe('[D9001] 已存在同名或同编码参数配置');
    const badCode = await t.call({ url: '/api/sysConfig/add', token: admin, body: { name: '坏编码', code: '1 bad' } });
    expect(badCode.body.code).toBe(400);
    expect((await byCode('sys_token_expire')).value).toBe('10080');
    expect((await byCode('sys_log_retention_days')).value).toBe('180');
  });

  it("adds, updates and deletes the product's own parameters, each logged", async () => {
    const add = await t.call({
      url: '/api/sysConfig/add',
      token: admin,
      body: {
        name: '测评年度',
        code: 'my_school_year',
        value: '2025',
        groupCode: 'Assessment',
        remark: '当前测评年度',
      },
    });
    expect(add.body.code).toBe(200);
    const row = await byCode('my_school_year');
    expect(row).toMatchObject({ sysFlag: false, groupCode: 'Assessment', value: '2025' });
    expect(await t.app.ctx.settings.string('my_school_year')).toBe('2025');
    await t.call({
      url: '/api/sysConfig/update',
      token: admin,
      body: { id: row.id, name: row.name, code: row.code, value: '2026', groupCode: 'Assessment' },
    });
    expect(await t.app.ctx.settings.string('my_school_year')).toBe('2026');
    expect((await t.call({ url: '/api/sysConfig/delete', token: admin, body: { id: row.id } })).body.code).toBe(200);
    expect(await t.app.ctx.settings.string('my_school_year')).toBeNull();
    const ops = await t.app.ctx.db
      .selectFrom('sys_log_op')
      .select(['action', 'before_json', 'after_json'])
      .where('entity', '=', 'sys_config')
      .where('entity_id', '=', String(row.id))
      .orderBy('id')
      .execute();
    expect(ops.map((o) => o.action)).toEqual(['add', 'update', 'delete']);
    expect(JSON.parse(ops[1]!.before_json!).value).toBe('2025');
    expect(JSON.parse(ops[1]!.after_json!).value).toBe('2026');
  });
});
