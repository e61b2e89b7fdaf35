import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { generateSm2KeyPair, UPSTREAM_SM2_KEYS } from './core/crypto/sm2';
import type { S3Settings } from './core/files/storage';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  jwtSecret: string;
  sm2PublicKey: string;
  sm2PrivateKey: string;
  /** Overrides sys_captcha when set. */
  captchaEnabled: boolean | null;
  demoData: boolean;
  /** Student accounts the demo data makes (DEMO_STUDENTS, default 2000). */
  demoStudents: number;
  /** Overrides sys_token_expire / sys_refresh_token_expire (minutes) when set. */
  tokenExpireMinutes: number | null;
  refreshTokenExpireMinutes: number | null;
  superAdminPassword: string | null;
  webDist: string | null;
  logLevel: string;
  regionPrefixes: string[];
  /** Third-party login links shown on the login page, "name|url" pairs separated by commas. */
  thirdPartyLogins: { name: string; url: string }[];
  smsPerPhonePerHour: number;
  smsPerClientPerHour: number;
  /** S3-compatible object store for files; null: files live under DATA_DIR/files. */
  s3: S3Settings | null;
  /** Scheduled jobs run in this instance (SCHEDULER_ENABLED, default true); the lease keeps them single. */
  schedulerEnabled: boolean;
  schedulerTickMs: number;
}

type Env = Record<string, string | undefined>;

function bool(v: string | undefined): boolean | null {
  if (v === undefined || v === '') return null;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

function int(v: string | undefined): number | null {
  if (v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : null;
}

/** Secrets live in the data folder, generated once, so no secret is ever in code. */
function loadOrCreateSecrets(dataDir: string): { jwtSecret: string; sm2PublicKey: string; sm2PrivateKey: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8'));
  }
  const pair = generateSm2KeyPair();
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    sm2PublicKey: pair.publicKey,
    sm2PrivateKey: pair.privateKey,
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDirRaw = env.DATA_DIR || './data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(process.cwd(), dataDirRaw);
  mkdirSync(dataDir, { recursive: true });
  const secrets = loadOrCreateSecrets(dataDir);
  const upstream = bool(env.SM2_USE_UPSTREAM_KEYS) === true;
  return {
    port: int(env.PORT) ?? 8080,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || `sqlite:${join(dataDir, 'meiyu.db')}`,
    jwtSecret: env.JWT_SECRET || secrets.jwtSecret,
    sm2PublicKey: env.SM2_PUBLIC_KEY || (upstream ? UPSTREAM_SM2_KEYS.publicKey : secrets.sm2PublicKey),
    sm2PrivateKey: env.SM2_PRIVATE_KEY || (upstream ? UPSTREAM_SM2_KEYS.privateKey : secrets.sm2PrivateKey),
    captchaEnabled: bool(env.CAPTCHA_ENABLED),
    demoData: bool(env.DEMO_DATA) ?? true,
    demoStudents: env.DEMO_STUDENTS === '0' ? 0 : (int(env.DEMO_STUDENTS) ?? 2000),
    tokenExpireMinutes: int(env.TOKEN_EXPIRE_MINUTES),
    refreshTokenExpireMinutes: int(env.REFRESH_TOKEN_EXPIRE_MINUTES),
    superAdminPassword: env.SUPERADMIN_PASSWORD || null,
    webDist: env.WEB_DIST === '' ? null : env.WEB_DIST || resolve(import.meta.dirname ?? '.', '../../web/dist'),
    logLevel: env.LOG_LEVEL || 'info',
    regionPrefixes: (env.REGION_PREFIXES || 'gz,cqgxq')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    thirdPartyLogins: (env.THIRD_PARTY_LOGINS || '')
      .split(',')
      .map((pair) => pair.split('|'))
      .filter((p) => p.length === 2 && p[0] && p[1])
      .map(([name, url]) => ({ name: name!.trim(), url: url!.trim() })),
    smsPerPhonePerHour: int(env.SMS_PER_PHONE_PER_HOUR) ?? 5,
    smsPerClientPerHour: int(env.SMS_PER_CLIENT_PER_HOUR) ?? 20,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT || null,
          region: env.S3_REGION || 'us-east-1',
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID || '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
          forcePathStyle: bool(env.S3_FORCE_PATH_STYLE) ?? !!env.S3_ENDPOINT,
          prefix: env.S3_PREFIX || '',
        }
      : null,
    schedulerEnabled: bool(env.SCHEDULER_ENABLED) ?? true,
    schedulerTickMs: int(env.SCHEDULER_TICK_MS) ?? 15_000,
  };
}
