import type { PageResult, ResetPasswordResult, SysRole, SysUser, UserAddResult, UserInfo } from '@meiyu/contract';
import { verifyPasswordPowerful } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';
import { generatePassword } from './users.service';

describe.each(DIALECTS)('sysUser administration inside the data scope on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const orgs: Record<string, number> = {};
  const roles: Record<string, number> = {};
  const users: Record<string, number> = {};
  const MISSING = 999_999_999;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    for (const account of ['admin', 'district01', 'school01', 'teacher01']) {
      tokens[account] = (await t.login(account)).accessToken;
    }
    const db = t.app.ctx.db;
    for (const o of await db.selectFrom('sys_org').select(['id', 'code']).execute()) orgs[o.code] = o.id;
    for (const r of await db.selectFrom('sys_role').select(['id', 'code']).execute()) roles[r.code] = r.id;
    for (const u of await db.selectFrom('sys_user').select(['id', 'account']).execute()) users[u.account] = u.id;
    // A user of another school (云岩区实验小学) and one of a sibling school of school01.
    for (const [account, org] of [
      ['yyteacher', 'yy-s01'],
      ['nmteacher', 'nm-s02'],
    ] as const) {
      const res = await post<UserAddResult>('admin', '/api/sysUser/add', {
        account,
        realName: account,
        orgId: orgs[org],
        roleIdList: [roles.teacher],
      });
      users[account] = res.result.id;
    }
  });
  afterAll(async () => t.close());

  function post<T>(account: string, url: string, body: unknown, lang = 'zh-cn') {
    return t.call<T>({ url, body, token: tokens[account], lang }).then((r) => r.body);
  }
  const get = <T>(account: string, url: string, query: Record<string, string> = {}) =>
    t.call<T>({ url, query, token: tokens[account] }).then((r) => r.body);
  const page = (account: string, body: Record<string, unknown> = {}) =>
    post<PageResult<SysUser>>(account, '/api/sysUser/page', { pageSize: 200, ...body });
  const userCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('sys_user')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const subtreeOf = (code: string) => t.app.ctx.orgs.subtree(orgs[code]!);

  it('page: each actor lists only the users of its scope; the super administrator stays hidden', async () => {
    const admin = await page('admin');
    expect(admin.result.items.some((u) => u.account === 'superadmin')).toBe(false);
    expect(admin.result.items.some((u) => u.account === 'yyteacher')).toBe(true);
    const district = await page('district01');
    const nm = await subtreeOf('nm-edu');
    expect(district.result.total).toBeGreaterThan(3);
    expect(district.result.items.every((u) => nm.includes(u.orgId))).toBe(true);
    expect(district.result.items.map((u) => u.account)).toEqual(expect.arrayContaining(['school01', 'nmteacher']));
    expect(district.result.items.some((u) => u.account === 'yyteacher' || u.account === 'city01')).toBe(false);
    const school = await page('school01');
    expect(school.result.items.every((u) => u.orgId === orgs['nm-s01'])).toBe(true);
    expect(school.result.items.map((u) => u.account)).toEqual(expect.arrayContaining(['teacher01', 'student01']));
    const row = school.result.items.find((u) => u.account === 'teacher01')!;
    expect(row).toMatchObject({ orgName: '南明区实验小学', roleNames: ['教师'], locked: false, status: 1 });
    // Filters: an organisation of the scope narrows, one outside it lists nothing.
    const filtered = await page('district01', { orgId: orgs['nm-s02'] });
    expect(filtered.result.items.map((u) => u.account)).toContain('nmteacher');
    expect(filtered.result.items.every((u) => u.orgId === orgs['nm-s02'])).toBe(true);
    expect((await page('school01', { orgId: orgs['nm-s02'] })).result.total).toBe(0);
    expect((await page('district01', { roleId: roles.school_admin })).result.items.map((u) => u.account)).toEqual([
      'school01',
    ]);
    expect((await page('district01', { account: 'TEACHER0' })).result.items.map((u) => u.account)).toEqual([
      'teacher01',
    ]);
    expect((await page('teacher01')).code).toBe(403);
  });

  it('detail and ownRoleList: another school’s user answers as a user that does not exist', async () => {
    const own = await get<SysUser>('school01', '/api/sysUser/detail', { id: String(users.teacher01) });
    expect(own.result).toMatchObject({ account: 'teacher01', roleIds: [roles.teacher] });
    for (const account of ['district01', 'school01']) {
      const other = await get(account, '/api/sysUser/detail', { id: String(users.yyteacher) });
      const missing = await get(account, '/api/sysUser/detail', { id: String(MISSING) });
      expect(other.result).toBeNull();
      expect({ ...other, time: '' }).toEqual({ ...missing, time: '' });
      const otherRoles = await get(account, '/api/sysUser/ownRoleList', { userId: String(users.yyteacher) });
      const missingRoles = await get(account, '/api/sysUser/ownRoleList', { userId: String(MISSING) });
      expect(otherRoles.message).toContain('[D0009]');
      expect(otherRoles.message).toBe(missingRoles.message);
    }
    expect((await get('school01', '/api/sysUser/detail', { id: String(users.nmteacher) })).result).toBeNull();
    const mine = await get<number[]>('district01', '/api/sysUser/ownRoleList', { userId: String(users.school01) });
    expect(mine.result).toEqual([roles.school_admin]);
    expect((await get('teacher01', '/api/sysUser/detail', { id: String(users.teacher01) })).code).toBe(403);
  });

  it('sysRole/list: each actor is offered only the roles below its own', async () => {
    const codes = async (account: string) =>
      (await get<SysRole[]>(account, '/api/sysRole/list')).result.map((r) => r.code).sort();
    expect(await codes('district01')).toEqual(['expert', 'school_admin', 'student', 'teacher']);
    expect(await codes('school01')).toEqual(['student', 'teacher']);
    expect(await codes('admin')).toContain('sys_admin');
    expect((await get('teacher01', '/api/sysRole/list')).code).toBe(403);
  });

  it('add: a district creates a school admin who signs in with the first password and must change it', async () => {
    const before = await userCount();
    const res = await post<UserAddResult>('district01', '/api/sysUser/add', {
      account: 'nmhead01',
      realName: '李校长',
      phone: '13912345678',
      idCardNum: '11010519491231002x',
      email: 'head@nm.edu.cn',
      gender: '1',
      orgId: orgs['nm-s02'],
      roleIdList: [roles.school_admin],
    });
    expect(res.code).toBe(200);
    expect(verifyPasswordPowerful(res.result.password!)).toBe(true);
    expect(await userCount()).toBe(before + 1);
    const login = await t.login('nmhead01', res.result.password!);
    const info = await t.call<UserInfo>({ url: '/api/sysAuth/userInfo', token: login.accessToken });
    expect(info.body.result).toMatchObject({
      roleCodes: ['school_admin'],
      orgName: '南明区第一小学',
      mustChangePassword: true,
      idCardNum: '11010519491231002X',
    });
    // A typed password travels SM2-encrypted and must be strong; the account gets no password back.
    const typed = await post<UserAddResult>('school01', '/api/sysUser/add', {
      account: 'nmteach02',
      realName: '王老师',
      orgId: orgs['nm-s01'],
      roleIdList: [roles.teacher],
      password: t.encrypt('Teach@2026'),
    });
    expect(typed.result.password).toBeNull();
    await t.login('nmteach02', 'Teach@2026');
    const weak = await post('school01', '/api/sysUser/add', {
      account: 'nmteach03',
      realName: '赵老师',
      orgId: orgs['nm-s01'],
      password: t.encrypt('123456'),
    });
    expect(weak.message).toContain('[D1005]');
    // The configured default password wins over a generated one.
    await t.app.ctx.db
      .updateTable('sys_config')
      .set({ value: 'Start@2026' })
      .where('code', '=', 'sys_password')
      .execute();
    await t.app.ctx.settings.reload();
    const configured = await post<UserAddResult>('school01', '/api/sysUser/add', {
      account: 'nmteach04',
      realName: '孙老师',
      orgId: orgs['nm-s01'],
      roleIdList: [roles.student],
    });
    expect(configured.result.password).toBe('Start@2026');
    await t.app.ctx.db.updateTable('sys_config').set({ value: '' }).where('code', '=', 'sys_password').execute();
    await t.app.ctx.settings.reload();
  });

  it('add: bad input gets a clear error and writes nothing', async () => {
    const base = { account: 'newuser01', realName: '新用户', orgId: orgs['nm-s01'], roleIdList: [roles.teacher] };
    const before = await userCount();
    const refusals: [string, Record<string, unknown>, string][] = [
      ['school01', { orgId: orgs['nm-s02'] }, '[D2000]'],
      ['district01', { orgId: orgs['yy-s01'] }, '[D2000]'],
      ['district01', { orgId: MISSING }, '[D2000]'],
      ['district01', { roleIdList: [roles.sys_admin] }, '[D5000]'],
      ['district01', { roleIdList: [roles.district_education] }, '[D5000]'],
      ['school01', { roleIdList: [roles.school_admin] }, '[D5000]'],
      ['school01', { roleIdList: [MISSING] }, '[D5000]'],
      ['school01', { account: 'teacher01' }, '[D1003]'],
      ['school01', { phone: '13800000006' }, '[D1006]'],
      ['school01', { posId: MISSING }, '[D6000]'],
    ];
    for (const [account, patch, code] of refusals) {
      const res = await post(account, '/api/sysUser/add', { ...base, ...patch });
      expect(res.message, `${account} ${JSON.stringify(patch)}`).toContain(code);
    }
    const invalid = await post(
      'school01',
      '/api/sysUser/add',
      { ...base, account: '1bad', phone: '1234', idCardNum: '110105194912310021', email: 'not-mail' },
      'en',
    );
    expect(invalid.code).toBe(400);
    expect(JSON.parse(invalid.message)).toEqual({
      Account: ['The account starts with a letter and has 5-16 letters, digits or underscores'],
      Phone: ['Invalid mobile number'],
      IdCardNum: ['Invalid ID card number'],
      Email: ['Invalid e-mail address'],
    });
    const missing = await post('school01', '/api/sysUser/add', { orgId: orgs['nm-s01'] }, 'en');
    expect(JSON.parse(missing.message)).toMatchObject({
      Account: ['The account is required'],
      RealName: ['The name is required'],
    });
    expect((await post('teacher01', '/api/sysUser/add', base)).code).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('update and grantRole: only users of the scope whose roles the caller may manage', async () => {
    const teacher = (await get<SysUser>('school01', '/api/sysUser/detail', { id: String(users.teacher01) })).result;
    const input = { ...teacher, roleIdList: teacher.roleIds, phone: '13800000016', gender: '0' };
    const ok = await post('school01', '/api/sysUser/update', input);
    expect(ok.code).toBe(200);
    expect(
      (await get<SysUser>('school01', '/api/sysUser/detail', { id: String(users.teacher01) })).result,
    ).toMatchObject({ phone: '13800000016', gender: '0', updateUserName: '陈校管' });
    const other = await post('school01', '/api/sysUser/update', { ...input, id: users.nmteacher });
    const missing = await post('school01', '/api/sysUser/update', { ...input, id: MISSING });
    expect(other.message).toContain('[D0009]');
    expect(other.message).toBe(missing.message);
    // Inside the scope, but holding a role the caller may not manage: itself, its peers and its superiors.
    const self = (await get<SysUser>('school01', '/api/sysUser/detail', { id: String(users.school01) })).result;
    expect((await post('school01', '/api/sysUser/update', { ...self, roleIdList: self.roleIds })).message).toContain(
      '[D1008]',
    );
    const head = (await get<SysUser>('district01', '/api/sysUser/detail', { id: String(users.school01) })).result;
    expect((await post('district01', '/api/sysUser/update', { ...head, roleIdList: head.roleIds })).code).toBe(200);
    // Moving a user out of the scope is refused like any organisation that does not exist.
    expect(
      (await post('district01', '/api/sysUser/update', { ...head, orgId: orgs['yy-s01'], roleIdList: head.roleIds }))
        .message,
    ).toContain('[D2000]');

    expect(
      (await post('school01', '/api/sysUser/grantRole', { userId: users.teacher01, roleIdList: [roles.student] })).code,
    ).toBe(200);
    expect(
      (await get<number[]>('school01', '/api/sysUser/ownRoleList', { userId: String(users.teacher01) })).result,
    ).toEqual([roles.student]);
    const escalate = await post('school01', '/api/sysUser/grantRole', {
      userId: users.teacher01,
      roleIdList: [roles.school_admin],
    });
    expect(escalate.message).toContain('[D5000]');
    const far = await post('school01', '/api/sysUser/grantRole', {
      userId: users.yyteacher,
      roleIdList: [roles.teacher],
    });
    expect(far.message).toContain('[D0009]');
    await post('school01', '/api/sysUser/grantRole', { userId: users.teacher01, roleIdList: [roles.teacher] });
    expect((await post('teacher01', '/api/sysUser/grantRole', { userId: users.teacher01, roleIdList: [] })).code).toBe(
      403,
    );
  });

  it('setStatus: disabling ends the sessions at once; nobody disables itself', async () => {
    const session = (await t.login('nmteach02', 'Teach@2026')).accessToken;
    const row = await t.app.ctx.db
      .selectFrom('sys_user')
      .select('id')
      .where('account', '=', 'nmteach02')
      .executeTakeFirstOrThrow();
    const id = row.id;
    users.nmteach02 = id;
    expect((await post('school01', '/api/sysUser/setStatus', { id, status: 2 })).code).toBe(200);
    expect((await t.call({ url: '/api/sysAuth/userInfo', token: session })).body.code).toBe(401);
    await expect(t.login('nmteach02', 'Teach@2026')).rejects.toThrow(/D1017/);
    expect((await post('school01', '/api/sysUser/setStatus', { id, status: 1 })).code).toBe(200);
    await t.login('nmteach02', 'Teach@2026');
    expect((await post('admin', '/api/sysUser/setStatus', { id: users.admin, status: 2 })).message).toContain(
      '[D1001]',
    );
    const other = await post('district01', '/api/sysUser/setStatus', { id: users.yyteacher, status: 2 });
    expect(other.message).toContain('[D0009]');
    expect((await post('school01', '/api/sysUser/setStatus', { id: users.school01, status: 2 })).message).toContain(
      '[D1001]',
    );
  });

  it('resetPwd and unlockLogin: a new password shown once; a locked account opens again', async () => {
    const reset = await post<ResetPasswordResult>('school01', '/api/sysUser/resetPwd', { id: users.nmteach02 });
    expect(verifyPasswordPowerful(reset.result.password)).toBe(true);
    await expect(t.login('nmteach02', 'Teach@2026')).rejects.toThrow(/D1000/);
    const login = await t.login('nmteach02', reset.result.password);
    const info = await t.call<UserInfo>({ url: '/api/sysAuth/userInfo', token: login.accessToken });
    expect(info.body.result.mustChangePassword).toBe(true);

    for (let i = 0; i < 5; i++) await t.login('nmteach02', 'Wrong@2026').catch(() => undefined);
    await expect(t.login('nmteach02', reset.result.password)).rejects.toThrow(/D1027/);
    const locked = await page('school01', { account: 'nmteach02' });
    expect(locked.result.items[0]!.locked).toBe(true);
    expect((await post('district01', '/api/sysUser/unlockLogin', { id: users.yyteacher })).message).toContain(
      '[D0009]',
    );
    expect((await post('school01', '/api/sysUser/unlockLogin', { id: users.nmteach02 })).code).toBe(200);
    expect((await page('school01', { account: 'nmteach02' })).result.items[0]!.locked).toBe(false);
    await t.login('nmteach02', reset.result.password);

    const other = await post('school01', '/api/sysUser/resetPwd', { id: users.nmteacher });
    const missing = await post('school01', '/api/sysUser/resetPwd', { id: MISSING });
    expect(other.message).toContain('[D0009]');
    expect(other.message).toBe(missing.message);
    expect((await post('teacher01', '/api/sysUser/resetPwd', { id: users.teacher01 })).code).toBe(403);
  });

  it('delete: ends the sessions, keeps the account name taken; never oneself or out of the scope', async () => {
    const fresh = await post<ResetPasswordResult>('school01', '/api/sysUser/resetPwd', { id: users.nmteach02 });
    const session = (await t.login('nmteach02', fresh.result.password)).accessToken;
    expect((await post('school01', '/api/sysUser/delete', { id: users.school01 })).message).toContain('[D1001]');
    const other = await post('school01', '/api/sysUser/delete', { id: users.nmteacher });
    const missing = await post('school01', '/api/sysUser/delete', { id: MISSING });
    expect(other.message).toContain('[D0009]');
    expect(other.message).toBe(missing.message);
    expect((await post('district01', '/api/sysUser/delete', { id: users.city01 })).message).toContain('[D0009]');
    expect((await post('school01', '/api/sysUser/delete', { id: users.nmteach02 })).code).toBe(200);
    expect((await t.call({ url: '/api/sysAuth/userInfo', token: session })).body.code).toBe(401);
    expect((await get('school01', '/api/sysUser/detail', { id: String(users.nmteach02) })).result).toBeNull();
    const again = await post('school01', '/api/sysUser/add', {
      account: 'nmteach02',
      realName: '王老师',
      orgId: orgs['nm-s01'],
    });
    expect(again.message).toContain('[D1003]');
    const log = await t.app.ctx.db
      .selectFrom('sys_log_op')
      .select(['action', 'account'])
      .where('entity', '=', 'sys_user')
      .where('entity_id', '=', String(users.nmteach02))
      .execute();
    expect(log.map((l) => l.action)).toEqual(
      expect.arrayContaining(['setStatus', 'resetPwd', 'unlockLogin', 'delete']),
    );
  });

  it('generated passwords are strong and differ', () => {
    const seen = new Set(Array.from({ length: 50 }, generatePassword));
    expect(seen.size).toBe(50);
    for (const p of seen) expect(verifyPasswordPowerful(p)).toBe(true);
  });
});
