/**
 * npm run bench:api (after the HTTP cases) — school import: 50 000 students from one xlsx file, uploaded by a school
 * admin to the built server on SQLite, polled to the end as the screen does. Prints the time of each phase, the
 * total, and the server process's peak resident memory (VmHWM from /proc/<pid>/status).
 *
 *   BENCH_IMPORT_ROWS      rows per file (default 50 000)
 *   BENCH_IMPORT_DERIVED   1 (default): also a second file whose passwords are derived per student (ID card)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sm2 } from 'sm-crypto-v2';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = 18090;
const BASE = `http://127.0.0.1:${PORT}/api`;
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const DERIVED = process.env.BENCH_IMPORT_DERIVED !== '0';

interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

interface Progress {
  timings: { phase: string; ms: number }[];
  phase: string;
  processed: number;
  total: number;
  errorCount: number;
  message: string | null;
  inserted: number;
  finishedAt: string | null;
  errors: { row: number; column: string | null; reason: string }[];
}

function start(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn('node', [join(ROOT, 'apps/server/dist/main.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((res, rej) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return res(child);
      } catch {}
      if (Date.now() > deadline) return rej(new Error('server not ready'));
      setTimeout(poll, 300);
    };
    poll();
  });
}

/** kB → MiB of a /proc/<pid>/status line (VmHWM: peak resident set, VmRSS: now). */
function memory(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** A 9-digit ID card sequence with a correct check digit, distinct for every n below 3 000 000. */
function idCardOf(n: number): string {
  const birth = new Date(Date.UTC(2010, 0, 1) + (n % 3000) * 86_400_000);
  const date = `${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}`;
  const first17 = `520102${date}${String(Math.floor(n / 3000) % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * weights[i]!;
  return first17 + '10X98765432'[sum % 11];
}

const GRADES = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'];
const NATIONS = ['汉族', '汉族', '苗族', '布依族', '汉族', '侗族'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹';
const GIVEN = '子涵欣怡梓萱雨桐诗涵浩然宇轩梓睿俊杰思远佳怡语嫣一诺若曦明轩';

/** The file a school would upload: the template's columns, students spread over the school's twelve classes. */
async function studentFile(rows: number, prefix: string, offset: number): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((r) => stream.on('end', r));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true, useStyles: false });
  const ws = wb.addWorksheet('学生');
  ws.addRow(['姓名*', '学号*', '性别*', '民族', '身份证号', '年级*', '班号*', '监护人电话', '账号']).commit();
  for (let i = 0; i < rows; i++) {
    const n = offset + i;
    ws.addRow([
      SURNAMES[n % SURNAMES.length]! + GIVEN[(n * 7) % GIVEN.length]! + GIVEN[(n * 13) % GIVEN.length]!,
      `${prefix}${String(i + 1).padStart(6, '0')}`,
      i % 2 ? '男' : '女',
      NATIONS[i % NATIONS.length],
      idCardOf(n),
      GRADES[i % 6],
      (Math.floor(i / 6) % 2) + 1,
      `139${String(10_000_000 + (n % 89_999_999)).slice(0, 8)}`,
      null,
    ]).commit();
  }
  ws.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-cn', ...(init.headers ?? {}) },
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${path}: ${body.message}`);
  return body.result;
}

interface CaseResult {
  name: string;
  rows: number;
  bytes: number;
  phases: Record<string, number>;
  total: number;
  peak: number;
  now: number;
  inserted: number;
}

async function runCase(
  name: string,
  token: string,
  file: Buffer,
  fields: Record<string, string>,
  pid: number,
): Promise<CaseResult> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file]), 'students.xlsx');
  const t0 = Date.now();
  const { jobId } = await api<{ jobId: string }>('/schoolImport/upload?kind=students', token, {
    method: 'POST',
    body: form,
  });
  const phases: Record<string, number> = { upload: Date.now() - t0 };
  for (;;) {
    const p = await api<Progress>(`/schoolImport/progress?jobId=${jobId}`, token);
    if (p.finishedAt) {
      // The server's own phase times: a poll can wait while SQLite writes, so the client cannot time phases.
      for (const t of p.timings) phases[t.phase] = t.ms;
      if (p.phase !== 'done') throw new Error(`${name}: ${p.message} ${JSON.stringify(p.errors.slice(0, 5))}`);
      const total = Date.now() - t0;
      return { name, rows: ROWS, bytes: file.length, phases, total, ...memory(pid), inserted: p.inserted };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meiyu-bench-import-'));
  const server = await start({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    DEMO_STUDENTS: '200',
  });
  try {
    const cfg = (await (await fetch(`${BASE}/sysAuth/loginConfig`)).json()) as Envelope<{ publicKey: string }>;
    const encrypt = (plain: string) => sm2.doEncrypt(plain, cfg.result.publicKey, 1);
    const login = async (account: string) => {
      const r = (await (
        await fetch(`${BASE}/sysAuth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account, password: encrypt('Meiyu@2026'), codeId: 0, code: '' }),
        })
      ).json()) as Envelope<{ accessToken: string }>;
      if (r.code !== 200) throw new Error(`login ${account}: ${r.message}`);
      return r.result.accessToken;
    };
    const school = await login('school01');
    const before = memory(server.pid!);

    const made = Date.now();
    const first = await studentFile(ROWS, 'B', 0);
    const makeMs = Date.now() - made;
    const results: CaseResult[] = [];
    // One password for everybody (the admin's choice): hashed once.
    results.push(
      await runCase(
        'fixed password (hashed once)',
        school,
        first,
        { passwordRule: 'fixed', password: encrypt('Start@2026') },
        server.pid!,
      ),
    );
    if (DERIVED) {
      // Per-student passwords (last six of the ID card): one argon2id hash per student, at the initial-password cost.
      const second = await studentFile(ROWS, 'D', ROWS);
      results.push(
        await runCase(
          'ID-card passwords (hashed per row)',
          school,
          second,
          { passwordRule: 'idCardLast6' },
          server.pid!,
        ),
      );
    }
    const page = await api<{ total: number }>('/schoolStudent/page', school, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: 1 }),
    });

    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`\nSchool import, SQLite, ${new Date().toISOString()}`);
    console.log(
      `file: ${ROWS} students, 9 columns, ${(first.length / 1024 / 1024).toFixed(1)} MB xlsx (made in ${s(makeMs)}); ` +
        `server RSS before: ${before.now.toFixed(0)} MiB`,
    );
    console.log(
      'case'.padEnd(38),
      'upload'.padStart(8),
      'read'.padStart(8),
      'check'.padStart(8),
      'hash'.padStart(8),
      'write'.padStart(8),
      'total'.padStart(8),
      'peak RSS'.padStart(10),
      'target'.padStart(8),
    );
    for (const r of results) {
      const ok = r.total < 60_000 && r.peak < 1024;
      console.log(
        r.name.padEnd(38),
        s(r.phases.upload ?? 0).padStart(8),
        s(r.phases.reading ?? 0).padStart(8),
        s(r.phases.validating ?? 0).padStart(8),
        s(r.phases.hashing ?? 0).padStart(8),
        s(r.phases.writing ?? 0).padStart(8),
        s(r.total).padStart(8),
        `${r.peak.toFixed(0)} MiB`.padStart(10),
        (ok ? 'met' : 'MISSED').padStart(8),
      );
    }
    console.log(`students of 南明区实验小学 now: ${page.total} (targets: under 60 s, under 1 GiB peak)`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
