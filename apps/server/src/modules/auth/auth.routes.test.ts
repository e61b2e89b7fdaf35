import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from '../../../test/test-app';

describe.each(DIALECTS)('sysAuth on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  it('loginConfig publishes the public key and ignores a stale token', async () => {
    const { res, body } = await t.call<Record<string, unknown>>({ url: '/api/sysAuth/loginConfig', token: 'garbage' });
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ code: 200, type: 'success', message: '', extras: null });
    expect(body.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.result).toMatchObject({ secondVerEnabled: false, captchaEnabled: false });
    expect(String(body.result.publicKey)).toMatch(/^04[0-9a-f]{128}$/i);
    expect(res.headers['access-control-expose-headers']).toContain('access-token');
  });

  it('login returns the pair in the body and both headers, with upstream claims', async () => {
    const { res, body } = await t.call<{ accessToken: string; refreshToken: string }>({
      url: '/api/sysAuth/login',
      body: { Account: 'admin', Password: t.encrypt(DEMO_PASSWORD), codeId: '0', code: '' },
    });
    expect(body.code).toBe(200);
    expect(res.headers['access-token']).toBe(body.result.accessToken);
    expect(res.headers['x-access-token']).toBe(body.result.refreshToken);
    const claims = decodeJwt(body.result.accessToken);
    expect(Object.keys(claims).slice(0, 12)).toEqual([
      'UserId',
      'TenantId',
      'Account',
      'RealName',
      'AccountType',
      'OrgId',
      'OrgName',
      'OrgType',
      'RoleCode',
      'sid',
      'iat',
      'nbf',
    ]);
    expect(claims).toMatchObject({ Account: 'admin', AccountType: 888, RoleCode: 'sys_admin' });
    expect(typeof claims.exp).toBe('number');
  });

  it('refuses wrong input with the envelope and localised messages', async () => {
    const missing = await t.call({ url: '/api/sysAuth/login', body: { password: 'abcdef' } });
    expect(missing.res.statusCode).toBe(200);
    expect(missing.body.code).toBe(400);
    expect(JSON.parse(missing.body.message)).toEqual({ Account: ['账号不能为空'] });
    const en = await t.call({ url: '/api/sysAuth/login', body: { account: 'a', password: 1 }, lang: 'en' });
    expect(JSON.parse(en.body.message)).toMatchObject({ Account: ['The account needs at least 2 characters'] });
    const long = await t.call({ url: '/api/sysAuth/login', body: { account: 'x'.repeat(500), password: 'abcdef' } });
    expect(long.body.code).toBe(400);
    const notJson = await t.call({
      url: '/api/sysAuth/login',
      body: '{bad json',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.body.code).toBe(400);
    expect(notJson.body).not.toHaveProperty('errors');
  });

  it('unknown account, wrong and garbage passwords, disabled users', async () => {
    const unknown = await t.call({
      url: '/api/sysAuth/login',
      body: { account: 'nobody', password: t.encrypt('x12345') },
    });
    expect(unknown.body.message).toBe('[D0009] 账号不存在');
    const wrong = await t.call({
      url: '/api/sysAuth/login',
      body: { account: 'teacher01', password: t.encrypt('Wrong@123') },
      lang: 'zh-tw',
    });
    expect(wrong.body.message).toBe('[D1000] 密碼不正確');
    const garbage = await t.call({
      url: '/api/sysAuth/login',
      body: { account: 'teacher01', password: 'zz'.repeat(120) },
    });
    expect(garbage.body).toMatchObject({ code: 400, message: '[D1000] 密码不正确' });
    await t.app.ctx.db.updateTable('sys_user').set({ status: 2 }).where('account', '=', 'expert01').execute();
    const frozen = await t.call({
      url: '/api/sysAuth/login',
      body: { account: 'expert01', password: t.encrypt(DEMO_PASSWORD) },
    });
    expect(frozen.body.message).toBe('[D1017] 账号已冻结');
    await t.app.ctx.db.updateTable('sys_user').set({ status: 1 }).where('account', '=', 'expert01').execute();
  });

  it('locks an account on the fifth failure, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await t.call({
        url: '/api/sysAuth/login',
        body: { account: 'city01', password: t.encrypt('Bad@1234') },
      });
      expect(r.body.message).toContain('D1000');
    }
    const locked = await t.call({
      url: '/api/sysAuth/login',
      body: { account: 'city01', password: t.encrypt(DEMO_PASSWORD) },
    });
    expect(locked.body.message).toBe('[D1027] 密码错误次数过多，账号已锁定，请半小时后重试！');
    await t.app.ctx.db.deleteFrom('auth_counter').execute();
  });

  it('userInfo carries every user field; no or forged token gives 401 with invalid_token', async () => {
    const { accessToken } = await t.login('school01');
    const { body } = await t.call<Record<string, unknown>>({ url: '/api/sysAuth/userInfo', token: accessToken });
    expect(body.code).toBe(200);
    for (const key of [
      'id',
      'account',
      'realName',
      'phone',
      'idCardNum',
      'email',
      'accountType',
      'avatar',
      'address',
      'signature',
      'orgId',
      'orgName',
      'posName',
      'roleIds',
      'buttons',
      'authorize',
      'wxexaminable',
      'roleCodes',
    ]) {
      expect(body.result).toHaveProperty(key);
    }
    expect(body.result.roleCodes).toEqual(['school_admin']);
    expect(body.result.orgName).toBe('南明区实验小学');

    const none = await t.call({ url: '/api/sysAuth/userInfo' });
    expect(none.body).toMatchObject({ code: 401, message: '401 登录已过期，请重新登录', result: null });
    expect(none.res.headers['access-token']).toBe('invalid_token');
    const [h, , s] = accessToken.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(accessToken), AccountType: 999 })).toString(
      'base64url',
    );
    const forged = await t.call({ url: '/api/sysAuth/userInfo', token: `${h}.${forgedPayload}.${s}` });
    expect(forged.body.code).toBe(401);
  });

  it('logout revokes the session server-side', async () => {
    const { accessToken } = await t.login('teacher01');
    const out = await t.call({ method: 'POST', url: '/api/sysAuth/logout', token: accessToken });
    expect(out.body).toMatchObject({ code: 200, result: null });
    expect(out.res.headers['access-token']).toBe('invalid_token');
    const after = await t.call({ url: '/api/sysAuth/userInfo', token: accessToken });
    expect(after.body.code).toBe(401);
  });

  it('sys_single_login ends earlier logins; disabling a user ends its sessions', async () => {
    await t.app.ctx.db
      .updateTable('sys_config')
      .set({ value: 'True' })
      .where('code', '=', 'sys_single_login')
      .execute();
    await t.app.ctx.settings.reload();
    const first = await t.login('school01');
    const second = await t.login('school01');
    expect((await t.call({ url: '/api/sysAuth/userInfo', token: first.accessToken })).body.code).toBe(401);
    expect((await t.call({ url: '/api/sysAuth/userInfo', token: second.accessToken })).body.code).toBe(200);
    await t.app.ctx.db
      .updateTable('sys_config')
      .set({ value: 'False' })
      .where('code', '=', 'sys_single_login')
      .execute();
    await t.app.ctx.settings.reload();

    await t.app.ctx.db.updateTable('sys_user').set({ status: 2 }).where('account', '=', 'school01').execute();
    t.app.ctx.tokens.forgetSessions();
    const blocked = await t.call({ url: '/api/sysAuth/userInfo', token: second.accessToken });
    expect(blocked.body.code).toBe(401);
    expect(blocked.res.headers['access-token']).toBe('invalid_token');
    await t.app.ctx.db.updateTable('sys_user').set({ status: 1 }).where('account', '=', 'school01').execute();
  });

  it('refreshes an expired token inside a request, once, with a 5 s grace; replay revokes the family', async () => {
    const pair = await t.login('district01');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 24 * 3600_000 });
    const expired = await t.call({ url: '/api/sysAuth/userInfo', token: pair.accessToken });
    expect(expired.body.code).toBe(401);
    expect(expired.res.headers['access-token']).toBe('invalid_token');

    const first = await t.call<{ account: string }>({
      url: '/api/sysAuth/userInfo',
      token: pair.accessToken,
      refreshToken: pair.refreshToken,
    });
    expect(first.body.code).toBe(200);
    expect(first.body.result.account).toBe('district01');
    const newAccess = String(first.res.headers['access-token']);
    const newRefresh = String(first.res.headers['x-access-token']);
    expect(newAccess).not.toBe(pair.accessToken);
    expect(decodeJwt(newAccess).UserId).toBe(decodeJwt(pair.accessToken).UserId);

    vi.setSystemTime(Date.now() + 3000);
    const grace = await t.call({
      url: '/api/sysAuth/userInfo',
      token: pair.accessToken,
      refreshToken: pair.refreshToken,
    });
    expect(grace.body.code).toBe(200);
    expect(grace.res.headers['access-token']).toBeTruthy();

    vi.setSystemTime(Date.now() + 10_000);
    const replay = await t.call({
      url: '/api/sysAuth/userInfo',
      token: pair.accessToken,
      refreshToken: pair.refreshToken,
    });
    expect(replay.body.code).toBe(401);
    const family = await t.call({ url: '/api/sysAuth/userInfo', token: newAccess });
    expect(family.body.code).toBe(401);
    expect(newRefresh).toBeTruthy();
  });

  it('a valid access token is never refreshed, and a refresh token bound to another token fails', async () => {
    const a = await t.login('province01');
    const b = await t.login('province01');
    const valid = await t.call({ url: '/api/sysAuth/userInfo', token: a.accessToken, refreshToken: a.refreshToken });
    expect(valid.body.code).toBe(200);
    expect(valid.res.headers['access-token']).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 24 * 3600_000 });
    const crossed = await t.call({ url: '/api/sysAuth/userInfo', token: a.accessToken, refreshToken: b.refreshToken });
    expect(crossed.body.code).toBe(401);
    const wrongKind = await t.call({
      url: '/api/sysAuth/userInfo',
      token: a.refreshToken,
      refreshToken: a.refreshToken,
    });
    expect(wrongKind.body.code).toBe(401);
  });

  it('refreshToken answers only for the caller own token', async () => {
    const a = await t.login('school01');
    const b = await t.login('teacher01');
    const own = await t.call<string>({
      url: '/api/sysAuth/refreshToken',
      token: a.accessToken,
      query: { accessToken: a.accessToken },
    });
    expect(own.body.code).toBe(200);
    expect(typeof own.body.result).toBe('string');
    const other = await t.call({
      url: '/api/sysAuth/refreshToken',
      token: a.accessToken,
      query: { accessToken: b.accessToken },
    });
    expect(other.body.code).toBe(400);
  });

  it('unLockScreen takes the SM2 password in the query', async () => {
    const { accessToken } = await t.login('expert01');
    const ok = await t.call({
      method: 'POST',
      url: '/api/sysAuth/unLockScreen',
      token: accessToken,
      query: { password: t.encrypt(DEMO_PASSWORD) },
    });
    expect(ok.body).toMatchObject({ code: 200, result: true });
    const wrong = await t.call({
      method: 'POST',
      url: '/api/sysAuth/unLockScreen',
      token: accessToken,
      query: { password: t.encrypt('no') },
    });
    expect(wrong.body.message).toBe('[D1000] 密码不正确');
    const garbage = await t.call({
      method: 'POST',
      url: '/api/sysAuth/unLockScreen',
      token: accessToken,
      query: { password: 'xyz' },
    });
    expect(garbage.body.message).toBe('[D1000] 密码不正确');
    const missing = await t.call({ method: 'POST', url: '/api/sysAuth/unLockScreen', token: accessToken });
    expect(missing.body.code).toBe(400);
    await t.app.ctx.db.deleteFrom('auth_counter').execute();
  });

  it('watermarkConfig and the constants', async () => {
    const { accessToken } = await t.login('admin');
    const wm = await t.call({ url: '/api/sysAuth/watermarkConfig', token: accessToken });
    expect(wm.body.result).toEqual({ watermarkEnabled: false });
    const list = await t.call<{ code: string; data: { result: { name: string; code: string }[] } }[]>({
      url: '/api/sysConst/list',
      token: accessToken,
    });
    const common = list.body.result.find((g) => g.code === 'CommonConst');
    expect(common?.data.result).toContainEqual({ name: 'SysCaptcha', code: 'sys_captcha', data: null });
    const data = await t.call({ url: '/api/sysConst/data/CommonConst', token: accessToken });
    expect(Array.isArray(data.body.result)).toBe(true);
    const unknown = await t.call({ url: '/api/sysConst/data/Nope', token: accessToken });
    expect(unknown.body.code).toBe(400);
  });

  it('swagger checkUrl and submitUrl answer with bare numbers', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/swagger/submitUrl',
      payload: 'UserName=admin&Password=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.json()).toBe(401);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/swagger/submitUrl',
      payload: `UserName=admin&Password=${encodeURIComponent(DEMO_PASSWORD)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(good.json()).toBe(200);
    const token = String(good.headers['access-token']);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/swagger/checkUrl',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.json()).toBe(200);
    const noCheck = await t.app.inject({ method: 'POST', url: '/api/swagger/checkUrl' });
    expect(noCheck.json()).toBe(401);
    const docsLocked = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docsLocked.statusCode).toBe(401);
    expect(docsLocked.body).toContain('submitUrl');
    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { cookie: `meiyu_docs=${token}` },
    });
    expect(docs.json().paths['/api/sysAuth/login']).toBeTruthy();
  });
});

describe.each(DIALECTS)('captcha, SMS and scan login on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { CAPTCHA_ENABLED: 'true' });
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  const answerOf = async (id: string) =>
    (await t.app.ctx.db.selectFrom('auth_captcha').select('answer').where('id', '=', id).executeTakeFirstOrThrow())
      .answer;

  it('a captcha is a PNG, single use, valid for 60 s', async () => {
    const cap = await t.call<{ id: string; img: string }>({ url: '/api/sysAuth/captcha' });
    expect(typeof cap.body.result.id).toBe('string');
    expect(Buffer.from(cap.body.result.img, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const answer = await answerOf(cap.body.result.id);
    const body = { account: 'admin', password: t.encrypt(DEMO_PASSWORD), codeId: cap.body.result.id, code: answer };
    const ok = await t.call({ url: '/api/sysAuth/login', body });
    expect(ok.body.code).toBe(200);
    const reused = await t.call({ url: '/api/sysAuth/login', body });
    expect(reused.body.message).toBe('[D0008] 验证码错误');

    const cap2 = await t.call<{ id: string }>({ url: '/api/sysAuth/captcha' });
    const answer2 = await answerOf(cap2.body.result.id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const late = await t.call({
      url: '/api/sysAuth/login',
      body: { ...body, codeId: Number(cap2.body.result.id), code: answer2 },
    });
    expect(late.body.message).toBe('[D0008] 验证码错误');
  });

  it('loginPhone with a code from the SMS outbox, plain-text errors, rate limits', async () => {
    const badPhone = await t.call({ url: '/api/sysAuth/sendSmsCode', body: { phone: '12345' } });
    expect(badPhone.body.message).toBe('手机号码不正确');
    const sent = await t.call({ url: '/api/sysAuth/sendSmsCode', body: { phone: '13800000006' } });
    expect(sent.body.code).toBe(200);
    const { code } = await t.app.ctx.db
      .selectFrom('sms_outbox')
      .select('code')
      .where('phone', '=', '13800000006')
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    const wrong = await t.call({
      url: '/api/sysAuth/loginPhone',
      body: { phone: '13800000006', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.message).toBe('验证码错误！');
    const ok = await t.call<{ accessToken: string }>({
      url: '/api/sysAuth/loginPhone',
      body: { phone: '13800000006', code },
    });
    expect(ok.body.code).toBe(200);
    expect(ok.res.headers['x-access-token']).toBeTruthy();
    const again = await t.call({ url: '/api/sysAuth/loginPhone', body: { phone: '13800000006', code } });
    expect(again.body.message).toBe('验证码不存在或已失效，请重新获取！');
    const short = await t.call({ url: '/api/sysAuth/loginPhone', body: { phone: '13800000006', code: '12' } });
    expect(JSON.parse(short.body.message)).toEqual({ Code: ['验证码不能少于4个字符'] });
    let limited = 0;
    for (let i = 0; i < 6; i++) {
      const r = await t.call({ url: '/api/sysAuth/sendSmsCode', body: { phone: '13800000007' } });
      if (r.body.code !== 200) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });

  it('scan login: the phone confirms and the desktop poll receives the tokens once', async () => {
    const phone = await t.login('teacher01');
    const ticket = await t.call<{ ticket: string }>({ method: 'POST', url: '/api/sysAuth/scanTicket' });
    const id = ticket.body.result.ticket;
    expect(
      (await t.call<{ state: string }>({ url: '/api/sysAuth/scanPoll', query: { ticket: id } })).body.result.state,
    ).toBe('waiting');
    await t.call({ url: '/api/sysAuth/scanMark', body: { ticket: id }, token: phone.accessToken });
    expect(
      (await t.call<{ state: string }>({ url: '/api/sysAuth/scanPoll', query: { ticket: id } })).body.result.state,
    ).toBe('scanned');
    await t.call({ url: '/api/sysAuth/scanConfirm', body: { ticket: id }, token: phone.accessToken });
    const done = await t.call<{ state: string; accessToken: string }>({
      url: '/api/sysAuth/scanPoll',
      query: { ticket: id },
    });
    expect(done.body.result.state).toBe('confirmed');
    expect(done.res.headers['access-token']).toBe(done.body.result.accessToken);
    const me = await t.call<{ account: string }>({ url: '/api/sysAuth/userInfo', token: done.body.result.accessToken });
    expect(me.body.result.account).toBe('teacher01');
    const twice = await t.call<{ state: string }>({ url: '/api/sysAuth/scanPoll', query: { ticket: id } });
    expect(twice.body.result.state).toBe('expired');
    const anonymousConfirm = await t.call({ url: '/api/sysAuth/scanConfirm', body: { ticket: id } });
    expect(anonymousConfirm.body.code).toBe(401);
  });
});
