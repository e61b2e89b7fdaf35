import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type AppConfig, loadConfig } from '../src/config';
import { encryptSm2Password } from '../src/core/crypto/sm2';
import { DEMO_PASSWORD } from '../src/db/demo/demo-region';
import { prepare } from '../src/server';

export const SUPER_PASSWORD = 'Super@2026';
export { DEMO_PASSWORD };

/** Every API test runs on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL too. */
export const DIALECTS: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface Envelope<T = unknown> {
  code: number;
  type: string;
  message: string;
  result: T;
  extras: null;
  time: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
  call: <T = unknown>(opts: CallOptions) => Promise<{ res: LightMyRequestResponse; body: Envelope<T> }>;
  login: (account: string, password?: string) => Promise<{ accessToken: string; refreshToken: string }>;
  encrypt: (plain: string) => string;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  url: string;
  token?: string;
  refreshToken?: string;
  body?: unknown;
  query?: Record<string, string>;
  lang?: string;
  headers?: Record<string, string>;
}

/** A database of its own per test app: nothing (not even Kysely's migration tables) is shared between runs. */
async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `meiyu_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function buildTestApp(dialect: 'sqlite' | 'postgres', env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meiyu-test-'));
  let databaseUrl = `sqlite:${join(dataDir, 'test.db')}`;
  let drop = async () => {};
  if (dialect === 'postgres') {
    const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    CAPTCHA_ENABLED: 'false',
    SUPERADMIN_PASSWORD: SUPER_PASSWORD,
    DEMO_STUDENTS: '5',
    WEB_DIST: '',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { app } = await prepare(config, false);
  await app.ready();
  const encrypt = (plain: string) => encryptSm2Password(plain, config.sm2PublicKey);

  const call: TestApp['call'] = async (opts) => {
    const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'zh-cn', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.refreshToken) headers['x-authorization'] = `Bearer ${opts.refreshToken}`;
    const res = await app.inject({
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      url: opts.url,
      query: opts.query,
      headers,
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });
    return { res, body: res.json() };
  };

  const login: TestApp['login'] = async (account, password) => {
    const pw = password ?? (account === 'superadmin' ? SUPER_PASSWORD : DEMO_PASSWORD);
    let codeId = '0';
    let code = '';
    if (await app.ctx.settings.bool('sys_captcha', true)) {
      const cap = await call<{ id: string }>({ url: '/api/sysAuth/captcha' });
      codeId = cap.body.result.id;
      const row = await app.ctx.db
        .selectFrom('auth_captcha')
        .select('answer')
        .where('id', '=', codeId)
        .executeTakeFirstOrThrow();
      code = row.answer;
    }
    const { body } = await call<{ accessToken: string; refreshToken: string }>({
      url: '/api/sysAuth/login',
      body: { account, password: encrypt(pw), codeId, code },
    });
    if (body.code !== 200) throw new Error(`login ${account} failed: ${body.message}`);
    return body.result;
  };

  return {
    app,
    config,
    call,
    login,
    encrypt,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
