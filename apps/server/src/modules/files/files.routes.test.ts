import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageResult, SysFile } from '@meiyu/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf, upload, wavBytes } from '../../../test/platform-helpers';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

const picture = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

async function fileRows(t: TestApp): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('sys_file')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('is_delete', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stored files on disk (temp folder excluded) and leftovers in the temp folder. */
function disk(t: TestApp): { stored: number; temp: number } {
  const root = join(t.config.dataDir, 'files');
  let stored = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (e.name !== '.tmp') walk(join(dir, e.name));
      } else stored++;
    }
  };
  walk(root);
  const temp = existsSync(join(root, '.tmp')) ? readdirSync(join(root, '.tmp')).length : 0;
  return { stored, temp };
}

describe.each(DIALECTS)('sysFile on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let district: string;
  let school: string;
  let teacher: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { SCHEDULER_ENABLED: 'false' });
    admin = (await t.login('admin')).accessToken;
    district = (await t.login('district01')).accessToken;
    school = (await t.login('school01')).accessToken;
    teacher = (await t.login('teacher01')).accessToken;
  });
  afterAll(async () => t.close());

  it('stores a picture by its content, with a thumbnail, and serves it at a signed address', async () => {
    const png = await picture(800, 600);
    const res = await upload(
      t,
      '/api/sysFile/upload',
      school,
      { name: '校园.png', bytes: png, type: 'text/plain' },
      {
        remark: '校园风景',
      },
    );
    const body = res.json();
    expect(body.code).toBe(200);
    const file = body.result as SysFile;
    expect(file).toMatchObject({
      kind: 'image',
      mime: 'image/png',
      ext: 'png',
      sizeBytes: png.length,
      originalName: '校园.png',
      width: 800,
      height: 600,
      storage: 'local',
      remark: '校园风景',
      orgId: await orgIdOf(t, 'nm-s01'),
      orgName: '南明区实验小学',
    });
    const content = await t.app.inject({ url: file.url });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.rawPayload.equals(png)).toBe(true);
    expect(content.headers['content-disposition']).toContain("filename*=UTF-8''%E6%A0%A1%E5%9B%AD.png");
    const thumb = await t.app.inject({ url: file.thumbUrl! });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(320);

    // A tampered or expired signature opens nothing.
    expect((await t.app.inject({ url: file.url.replace(/sig=[^&]+/, 'sig=AAAA') })).statusCode).toBe(403);
    const other = file.url.replace(`/content/${file.id}?`, `/content/${file.id + 1}?`);
    expect((await t.app.inject({ url: other })).statusCode).toBe(403);
    const past = Math.floor(Date.now() / 1000) - 10;
    expect((await t.app.inject({ url: file.url.replace(/exp=\d+/, `exp=${past}`) })).statusCode).toBe(403);
  });

  it('serves audio with byte ranges so a player can seek: 206, suffix ranges, 416 past the end', async () => {
    const wav = wavBytes(3);
    const res = await upload(t, '/api/sysFile/upload', admin, { name: 'song.wav', bytes: wav });
    const file = res.json().result as SysFile;
    expect(file).toMatchObject({ kind: 'audio', mime: 'audio/wav', thumbUrl: null });

    const whole = await t.app.inject({ url: file.url });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(wav.length);

    const mid = await t.app.inject({ url: file.url, headers: { range: 'bytes=12000-12999' } });
    expect(mid.statusCode).toBe(206);
    expect(mid.headers['content-range']).toBe(`bytes 12000-12999/${wav.length}`);
    expect(mid.rawPayload.equals(wav.subarray(12000, 13000))).toBe(true);

    const open = await t.app.inject({ url: file.url, headers: { range: 'bytes=20000-' } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.length).toBe(wav.length - 20000);

    const suffix = await t.app.inject({ url: file.url, headers: { range: 'bytes=-100' } });
    expect(suffix.rawPayload.equals(wav.subarray(wav.length - 100))).toBe(true);

    const beyond = await t.app.inject({ url: file.url, headers: { range: `bytes=${wav.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${wav.length}`);

    const dl = await t.app.inject({
      url: `/api/sysFile/download?id=${file.id}`,
      headers: { authorization: `Bearer ${admin}`, range: 'bytes=0-43' },
    });
    expect(dl.statusCode).toBe(206);
    expect(dl.headers['content-disposition']).toMatch(/^attachment;/);
    expect(dl.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
  });

  it.each([
    [
      'a text file named like a picture',
      { name: 'evil.png', bytes: Buffer.from('<script>alert(1)</script>'.repeat(300)) },
      'D8000',
    ],
    [
      'an executable renamed to mp3',
      { name: 'song.mp3', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000)]) },
      'D8000',
    ],
    ['a zero-byte file', { name: 'empty.png', bytes: Buffer.alloc(0) }, 'D8004'],
    ['a path-traversal name', { name: '../../etc/passwd.png', bytes: Buffer.from('x') }, 'D8003'],
    ['a Windows path name', { name: '..\\..\\boot.ini', bytes: Buffer.from('x') }, 'D8003'],
  ])('refuses %s and stores nothing', async (_label, file, code) => {
    const before = { rows: await fileRows(t), disk: disk(t) };
    const res = await upload(t, '/api/sysFile/upload', admin, file);
    expect(res.json()).toMatchObject({ code: 400, result: null });
    expect(res.json().message).toMatch(new RegExp(`^\\[${code}\\] `));
    expect(await fileRows(t)).toBe(before.rows);
    expect(disk(t)).toEqual({ stored: before.disk.stored, temp: 0 });
  });

  it('refuses a picture whose name claims another type, a broken picture, and an upload without a file', async () => {
    const png = await picture(40, 40);
    const lie = await upload(t, '/api/sysFile/upload', admin, { name: 'voice.mp3', bytes: png }, {}, 'en');
    expect(lie.json().message).toBe("[D8002] The file's content does not match its extension");
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(4000, 7)]);
    expect((await upload(t, '/api/sysFile/upload', admin, { name: 'x.png', bytes: broken })).json().message).toMatch(
      /^\[D8000\]/,
    );
    expect((await upload(t, '/api/sysFile/upload', admin, null, { remark: 'x' })).json().message).toMatch(/^\[D8006\]/);
    const onlyAudio = await upload(t, '/api/sysFile/upload', admin, { name: 'p.png', bytes: png }, { kind: 'audio' });
    expect(onlyAudio.json().message).toMatch(/^\[D8000\]/);
    expect(disk(t).temp).toBe(0);
  });

  it('enforces the size limit of each kind, read from the configuration', async () => {
    const cfg = await t.app.ctx.db
      .selectFrom('sys_config')
      .select('id')
      .where('code', '=', 'sys_file_max_audio_mb')
      .executeTakeFirstOrThrow();
    const set = (value: string) =>
      t.call({
        url: '/api/sysConfig/update',
        token: admin,
        body: { id: cfg.id, name: '音频大小上限(MB)', code: 'sys_file_max_audio_mb', value },
      });
    expect((await set('1')).body.code).toBe(200);
    const rows = await fileRows(t);
    const big = await upload(t, '/api/sysFile/upload', admin, { name: 'long.wav', bytes: wavBytes(140) });
    expect(big.json()).toMatchObject({ code: 400, message: '[D8001] 文件过大' });
    expect(await fileRows(t)).toBe(rows);
    expect(disk(t).temp).toBe(0);
    // A picture of the same size is under the picture limit.
    const limits = await t.call<Record<string, number>>({ url: '/api/sysFile/limits', token: teacher });
    expect(limits.body.result).toMatchObject({ audio: 1024 * 1024, image: 10 * 1024 * 1024 });
    expect((await set('50')).body.code).toBe(200);
    expect(
      (await upload(t, '/api/sysFile/upload', admin, { name: 'long.wav', bytes: wavBytes(140) })).json().code,
    ).toBe(200);
  });

  it('lists, finds and deletes files inside the data scope only', async () => {
    const png = await picture(20, 20);
    const mine = (await upload(t, '/api/sysFile/upload', district, { name: 'district.png', bytes: png })).json()
      .result as SysFile;
    const page = (token: string, body: object = {}) =>
      t.call<PageResult<SysFile>>({ url: '/api/sysFile/page', token, body: { page: 1, pageSize: 50, ...body } });

    const seenBySchool = (await page(school)).body.result.items.map((f) => f.originalName);
    expect(seenBySchool).toContain('校园.png');
    expect(seenBySchool).not.toContain('district.png');
    const seenByDistrict = (await page(district)).body.result.items.map((f) => f.originalName);
    expect(seenByDistrict).toEqual(expect.arrayContaining(['校园.png', 'district.png']));
    expect((await page(admin, { kind: 'audio' })).body.result.items.every((f) => f.kind === 'audio')).toBe(true);
    expect((await page(admin, { originalName: '校园' })).body.result.items.map((f) => f.originalName)).toEqual([
      '校园.png',
    ]);

    // Another organisation's file answers exactly as a missing one.
    const hidden = await t.call({ url: '/api/sysFile/detail', token: school, query: { id: String(mine.id) } });
    expect(hidden.body.message).toBe('[D8005] 文件不存在');
    expect((await t.call({ url: '/api/sysFile/delete', token: school, body: { id: mine.id } })).body.message).toBe(
      '[D8005] 文件不存在',
    );
    // Teachers have no file screen.
    expect((await page(teacher)).body.code).toBe(403);

    const stored = disk(t).stored;
    expect((await t.call({ url: '/api/sysFile/delete', token: district, body: { id: mine.id } })).body.code).toBe(200);
    expect(disk(t).stored).toBe(stored - 2); // the picture and its thumbnail
    expect((await t.app.inject({ url: mine.url })).statusCode).toBe(404);
    const log = await t.app.ctx.db
      .selectFrom('sys_log_op')
      .select(['action', 'before_json'])
      .where('entity', '=', 'sys_file')
      .where('entity_id', '=', String(mine.id))
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['upload', 'delete']);
  });

  it('keeps avatars as public files of the files service', async () => {
    const png = await picture(64, 64);
    const res = await upload(t, '/api/sysUser/uploadAvatar', teacher, { name: 'me.png', bytes: png });
    const url = res.json().result as string;
    expect(url).toMatch(/^\/api\/sysFile\/public\/[A-Za-z0-9_-]+\.png$/);
    const img = await t.app.inject({ url });
    expect(img.rawPayload.equals(png)).toBe(true);
    expect(img.headers['cache-control']).toContain('immutable');
    const row = await t.app.ctx.db
      .selectFrom('sys_file')
      .select(['biz_type', 'kind'])
      .where('public_key', '=', url.split('/').pop()!.split('.')[0]!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ biz_type: 'avatar', kind: 'image' });
    expect((await t.app.inject({ url: '/api/sysFile/public/nonexistentkey123.png' })).statusCode).toBe(404);
  });
});

// An S3-compatible server started by the test (s3rver, pure JavaScript); skipped with a message without it.
const s3rver = await import('s3rver').then(
  (m) => m.default,
  () => null,
);
if (!s3rver) console.warn('sysFile on S3: skipped, the s3rver package is not installed');

describe.skipIf(!s3rver)('sysFile on an S3-compatible store', () => {
  let t: TestApp;
  let server: { close: () => Promise<void> };
  let dir: string;
  let admin: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'meiyu-s3-'));
    const S3rver = s3rver!;
    const instance = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'meiyu-test', configs: [] }],
    });
    const { port } = await instance.run();
    server = instance;
    t = await buildTestApp('sqlite', {
      SCHEDULER_ENABLED: 'false',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'meiyu-test',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'uploads/',
    });
    admin = (await t.login('admin')).accessToken;
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores in the bucket, serves ranges from it and deletes from it', async () => {
    const png = await picture(400, 300);
    const file = (await upload(t, '/api/sysFile/upload', admin, { name: 'cloud.png', bytes: png })).json()
      .result as SysFile;
    expect(file.storage).toBe('s3');
    expect(disk(t).stored).toBe(0);
    const all = await t.app.inject({ url: file.url });
    expect(all.rawPayload.equals(png)).toBe(true);
    const part = await t.app.inject({ url: file.url, headers: { range: 'bytes=8-15' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(png.subarray(8, 16))).toBe(true);
    expect((await t.app.inject({ url: file.thumbUrl! })).headers['content-type']).toBe('image/webp');
    const row = await t.app.ctx.db
      .selectFrom('sys_file')
      .select(['storage_key'])
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(await t.app.ctx.files.s3!.exists(row.storage_key)).toBe(true);
    expect((await t.call({ url: '/api/sysFile/delete', token: admin, body: { id: file.id } })).body.code).toBe(200);
    expect(await t.app.ctx.files.s3!.exists(row.storage_key)).toBe(false);
  });
});
