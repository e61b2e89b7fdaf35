/**
 * npm run bench:api — the bare Fastify ceiling, GET loginConfig, and authenticated GET loginMenuTree and
 * allDictList, each at 50 connections, against the built server on SQLite. Prints req/s, p50, p99 and the
 * ratio of each route to the ceiling.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { sm2 } from 'sm-crypto-v2';

const ROOT = resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

function start(cmd: string, args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((res, rej) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      try {
        const r = await fetch(readyUrl);
        if (r.ok) return res(child);
      } catch {}
      if (Date.now() > deadline) return rej(new Error(`not ready: ${readyUrl}`));
      setTimeout(poll, 300);
    };
    poll();
  });
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx - (name.includes('304') ? (r['3xx'] ?? 0) : 0),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meiyu-bench-'));
  const ceiling = await start(
    'node',
    [join(ROOT, 'bench/ceiling-server.mjs')],
    { PORT: '18081' },
    'http://127.0.0.1:18081/ping',
  );
  const server = await start(
    'node',
    [join(ROOT, 'apps/server/dist/main.js')],
    {
      PORT: '18080',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      DEMO_STUDENTS: '2000',
    },
    'http://127.0.0.1:18080/healthz',
  );
  try {
    const base = 'http://127.0.0.1:18080/api';
    const cfg = (await (await fetch(`${base}/sysAuth/loginConfig`)).json()) as { result: { publicKey: string } };
    const login = (await (
      await fetch(`${base}/sysAuth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          account: 'district01',
          password: sm2.doEncrypt('Meiyu@2026', cfg.result.publicKey, 1),
          codeId: 0,
          code: '',
        }),
      })
    ).json()) as { code: number; result: { accessToken: string } };
    if (login.code !== 200) throw new Error('login failed');
    // Browsers always offer gzip; the large dictionary list is sent compressed, as it is to them.
    const auth = {
      authorization: `Bearer ${login.result.accessToken}`,
      'accept-language': 'zh-cn',
      'accept-encoding': 'gzip, deflate, br',
    };

    const rows = [
      await run('ceiling: bare Fastify JSON', 'http://127.0.0.1:18081/ping'),
      await run('GET /api/sysAuth/loginConfig', `${base}/sysAuth/loginConfig`),
      await run('GET /api/sysMenu/loginMenuTree (auth)', `${base}/sysMenu/loginMenuTree`, auth),
      await run('GET /api/sysDictType/allDictList (auth)', `${base}/sysDictType/allDictList`, auth),
      await run('  same, revalidated (If-None-Match → 304)', `${base}/sysDictType/allDictList`, {
        ...auth,
        'if-none-match': (await fetch(`${base}/sysDictType/allDictList`, { headers: auth })).headers.get('etag') ?? '',
      }),
    ];
    const top = rows[0]!.rps;
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s per route, SQLite, ${new Date().toISOString()}`);
    console.log(
      'route'.padEnd(42),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'ratio'.padStart(7),
      'errors'.padStart(7),
    );
    for (const r of rows) {
      console.log(
        r.name.padEnd(42),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        (r.rps / top).toFixed(2).padStart(7),
        String(r.errors + r.non2xx).padStart(7),
      );
    }
  } finally {
    server.kill('SIGTERM');
    ceiling.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
