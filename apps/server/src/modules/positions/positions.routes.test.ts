import type { PageResult, SysPos, UserAddResult } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

describe.each(DIALECTS)('sysPos on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    for (const a of ['admin', 'district01', 'school01', 'teacher01']) tokens[a] = (await t.login(a)).accessToken;
  });
  afterAll(async () => t.close());

  function post<T>(account: string, url: string, body: unknown, lang = 'zh-cn') {
    return t.call<T>({ url, body, token: tokens[account], lang }).then((r) => r.body);
  }

  it('the administrator keeps the positions; schools and bureaus only pick from the enabled ones', async () => {
    // The demo data brings the usual positions.
    const demo = await post<PageResult<SysPos>>('admin', '/api/sysPos/page', { code: 'teacher' });
    expect(demo.result.items.map((p) => p.name)).toEqual(['美术教师', '音乐教师', '书法教师']);

    const art = await post<number>('admin', '/api/sysPos/add', { name: '测试美术', code: 't_art', orderNo: 1 });
    const music = await post<number>('admin', '/api/sysPos/add', { name: '测试音乐', code: 't_music', orderNo: 2 });
    const old = await post<number>('admin', '/api/sysPos/add', { name: '测试旧职位', code: 't_old', status: 2 });
    expect([art.code, music.code, old.code]).toEqual([200, 200, 200]);
    expect((await post('admin', '/api/sysPos/add', { name: '重复', code: 't_art' })).message).toContain('[D6001]');
    const invalid = await post('admin', '/api/sysPos/add', { code: '' }, 'en');
    expect(JSON.parse(invalid.message)).toMatchObject({ Name: ['The position name is required'] });

    const page = await post<PageResult<SysPos>>('admin', '/api/sysPos/page', { name: '测试' });
    expect(page.result.items.map((p) => p.code)).toEqual(['t_art', 't_music', 't_old']);
    for (const account of ['district01', 'school01']) {
      const list = await t.call<SysPos[]>({ url: '/api/sysPos/list', token: tokens[account] });
      const codes = list.body.result.map((p) => p.code);
      expect(codes.slice(0, 2)).toEqual(['t_art', 't_music']);
      expect(codes).toContain('art_teacher');
      expect(codes).not.toContain('t_old');
      expect((await post(account, '/api/sysPos/page', {})).code).toBe(403);
      expect((await post(account, '/api/sysPos/add', { name: 'x', code: 'x' })).code).toBe(403);
      expect((await post(account, '/api/sysPos/delete', { id: art.result })).code).toBe(403);
    }
    expect((await t.call({ url: '/api/sysPos/list', token: tokens.teacher01 })).body.code).toBe(403);

    // A school gives its teacher a position; a position in use cannot go, a disabled one cannot be given.
    const org = await t.app.ctx.db
      .selectFrom('sys_org')
      .select('id')
      .where('code', '=', 'nm-s01')
      .executeTakeFirstOrThrow();
    const user = await post<UserAddResult>('school01', '/api/sysUser/add', {
      account: 'artteach1',
      realName: '美术老师',
      orgId: org.id,
      posId: art.result,
    });
    expect(user.code).toBe(200);
    const disabled = await post('school01', '/api/sysUser/add', {
      account: 'artteach2',
      realName: '美术老师',
      orgId: org.id,
      posId: old.result,
    });
    expect(disabled.message).toContain('[D6000]');
    expect((await post('admin', '/api/sysPos/delete', { id: art.result })).message).toContain('[D6002]');
    const renamed = await post('admin', '/api/sysPos/update', {
      id: music.result,
      name: '测试音乐老师',
      code: 't_music',
    });
    expect(renamed.code).toBe(200);
    const missing = await post('admin', '/api/sysPos/update', { id: 999_999_999, name: 'x', code: 'y' });
    expect(missing.message).toContain('[D6000]');
    expect((await post('admin', '/api/sysPos/delete', { id: old.result })).code).toBe(200);
    const after = await post<PageResult<SysPos>>('admin', '/api/sysPos/page', { name: '测试' });
    expect(after.result.items.map((p) => `${p.code}:${p.name}`)).toEqual(['t_art:测试美术', 't_music:测试音乐老师']);
  });
});
