import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from '../../../test/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(name: string, filename: string, bytes: Buffer, type: string) {
  const boundary = '----meiyu-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DIALECTS)('profile self-service on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('updates the base info and refuses a bad phone or e-mail', async () => {
    const { accessToken } = await t.login('teacher01');
    const ok = await t.call({
      url: '/api/sysUser/updateBaseInfo',
      token: accessToken,
      body: {
        realName: '刘美术',
        phone: '13900001111',
        email: 'liu@example.com',
        address: '贵阳',
        signature: '热爱美育',
      },
    });
    expect(ok.body.code).toBe(200);
    const me = await t.call<{ realName: string; phone: string }>({ url: '/api/sysAuth/userInfo', token: accessToken });
    expect(me.body.result).toMatchObject({ realName: '刘美术', phone: '13900001111' });
    const bad = await t.call({
      url: '/api/sysUser/updateBaseInfo',
      token: accessToken,
      body: { realName: 'x', phone: '123', email: 'no' },
    });
    expect(JSON.parse(bad.body.message)).toEqual({ Phone: ['手机号码不正确'], Email: ['邮箱格式不正确'] });
    const after = await t.call<{ phone: string }>({ url: '/api/sysAuth/userInfo', token: accessToken });
    expect(after.body.result.phone).toBe('13900001111');
  });

  it('changes the password (SM2 both ways), enforces strength and signs every session out', async () => {
    const { accessToken } = await t.login('expert01');
    const weak = await t.call({
      url: '/api/sysUser/changePwd',
      token: accessToken,
      body: { passwordOld: t.encrypt(DEMO_PASSWORD), passwordNew: t.encrypt('abc') },
    });
    expect(weak.body.message).toContain('D1005');
    const wrongOld = await t.call({
      url: '/api/sysUser/changePwd',
      token: accessToken,
      body: { passwordOld: t.encrypt('Nope@123'), passwordNew: t.encrypt('Better@2027') },
    });
    expect(wrongOld.body.message).toContain('D1000');
    const ok = await t.call({
      url: '/api/sysUser/changePwd',
      token: accessToken,
      body: { passwordOld: t.encrypt(DEMO_PASSWORD), passwordNew: t.encrypt('Better@2027') },
    });
    expect(ok.body.code).toBe(200);
    expect((await t.call({ url: '/api/sysAuth/userInfo', token: accessToken })).body.code).toBe(401);
    await expect(t.login('expert01')).rejects.toThrow();
    expect((await t.login('expert01', 'Better@2027')).accessToken).toBeTruthy();
  });

  it('stores an avatar by its content and refuses a file that lies about its type', async () => {
    const { accessToken } = await t.login('school01');
    const good = multipart('file', 'me.png', PNG, 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sysUser/uploadAvatar',
      headers: { ...good.headers, authorization: `Bearer ${accessToken}` },
      payload: good.body,
    });
    const url = res.json().result as string;
    expect(url).toMatch(/^\/api\/sysFile\/public\/[A-Za-z0-9_-]{20,40}\.png$/);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);

    const liar = multipart('file', 'evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/sysUser/uploadAvatar',
      headers: { ...liar.headers, authorization: `Bearer ${accessToken}` },
      payload: liar.body,
    });
    expect(refused.json()).toMatchObject({ code: 400, message: '[D8000] 文件类型不支持' });
    const traversal = await t.app.inject({ method: 'GET', url: '/api/sysUser/avatar/..%2F..%2Fsecrets.json' });
    expect(traversal.json().code).toBe(400);
    expect(traversal.body).not.toContain('jwtSecret');
  });
});
