// bench:web — what a first visit costs: gzip bytes of JS and CSS and load times of the login page and of the main
// layout with the dictionary screen, in headless Chromium against the built server (a fresh database, captcha off).
// Prints figures beside their targets; exits non-zero only when something fails to run, never on a missed target.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = join(ROOT, 'apps/server/dist/main.js');
const WEB_DIST = process.env.BENCH_WEB_DIST ?? join(ROOT, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const KIB = 1024;
const TARGETS = { loginJs: 200 * KIB, mainJs: 350 * KIB };

const freePort = () =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

async function startServer() {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build -w @meiyu/server first`);
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error(`${WEB_DIST}/index.html is missing: build the web app`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'meiyu-bench-web-'));
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST,
      CAPTCHA_ENABLED: 'false',
      DEMO_STUDENTS: '20',
      SUPERADMIN_PASSWORD: 'Super@2026',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      stop();
      throw new Error(`the server exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    }
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the server did not answer /healthz within 90 s: ${stderr.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop };
}

const kind = (url, type) => {
  const path = new URL(url).pathname;
  if (path.endsWith('.js') || path.endsWith('.mjs') || /javascript/.test(type)) return 'js';
  if (path.endsWith('.css') || /text\/css/.test(type)) return 'css';
  return null;
};

/** Loads `path` in a fresh context (empty HTTP cache) and measures its JS and CSS and its timings. */
async function measure(browser, base, path, storageState) {
  const context = await browser.newContext({ baseURL: base, storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const pending = [];
  const files = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    const k = kind(res.url(), type);
    if (!k || res.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await res.body();
        const encoding = res.headers()['content-encoding'] ?? '';
        // compressed by the server: the bytes on the wire; otherwise what gzip would make of the body
        const gzip = /gzip|br|zstd/.test(encoding)
          ? (await res.request().sizes()).responseBodySize
          : gzipSync(body).length;
        const name = new URL(res.url()).pathname;
        const echarts = /echarts/i.test(name) || (k === 'js' && body.includes('echarts'));
        files.push({ kind: k, name, raw: body.length, gzip, encoding: encoding || 'none', echarts });
      })(),
    );
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    const lastResponse = Math.max(0, ...resources.map((r) => r.responseEnd));
    return { load: nav.loadEventEnd, idle: Math.max(nav.loadEventEnd, lastResponse), url: location.pathname };
  });
  await context.close();
  return { files, timing };
}

async function signIn(browser, base) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByPlaceholder(/admin/).fill('admin');
  await page.locator('input[type="password"]').fill('Meiyu@2026');
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
  const state = await context.storageState();
  const token = state.origins.flatMap((o) => o.localStorage).find((e) => e.name.endsWith(':access-token'));
  if (!token) throw new Error('signing in as admin left no access token');
  await context.close();
  return state;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const kib = (n) => `${(n / KIB).toFixed(1)} KiB`;
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

function summarise(label, runs) {
  const { files } = runs[0];
  const sum = (k, f) => files.filter((x) => x.kind === k).reduce((a, x) => a + x[f], 0);
  return {
    label,
    jsFiles: files.filter((x) => x.kind === 'js').length,
    js: sum('js', 'gzip'),
    jsRaw: sum('js', 'raw'),
    cssFiles: files.filter((x) => x.kind === 'css').length,
    css: sum('css', 'gzip'),
    load: median(runs.map((r) => r.timing.load)),
    idle: median(runs.map((r) => r.timing.idle)),
    loads: runs.map((r) => Math.round(r.timing.load)),
    echarts: files.filter((x) => x.echarts).map((x) => x.name),
    encodings: [...new Set(files.map((x) => x.encoding))],
    biggest: files
      .filter((x) => x.kind === 'js')
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5),
    landed: runs[0].timing.url,
  };
}

async function main() {
  const server = await startServer();
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    const state = await signIn(browser, server.base);
    const loginRuns = [];
    const mainRuns = [];
    for (let i = 0; i < RUNS; i += 1) {
      loginRuns.push(await measure(browser, server.base, '/login'));
      mainRuns.push(await measure(browser, server.base, '/system/dict', state));
    }
    const login = summarise('login page (/login)', loginRuns);
    const main = summarise('main layout + dictionaries (/system/dict)', mainRuns);
    if (main.landed !== '/system/dict')
      throw new Error(`the signed-in visit ended on ${main.landed}, not /system/dict`);

    console.log(`bench:web — Chromium ${browser.version()}, ${server.base}, web ${WEB_DIST}`);
    const gzipNote = login.encodings.includes('none')
      ? 'zlib.gzipSync of each body (the server sends static files uncompressed)'
      : 'bytes on the wire';
    console.log(
      `cold loads (fresh browser context each), ${RUNS} runs, times are medians from navigation start; ` +
        `gzip = ${gzipNote}`,
    );
    console.log('');
    const header = [
      pad('page', 44),
      padL('JS files', 9),
      padL('JS gzip', 13),
      padL('(raw)', 13),
      padL('CSS files', 11),
      padL('CSS gzip', 11),
      padL('load', 9),
      padL('net idle', 10),
      '  ECharts',
    ];
    console.log(header.join(''));
    for (const p of [login, main]) {
      const row = [
        pad(p.label, 44),
        padL(p.jsFiles, 9),
        padL(kib(p.js), 13),
        padL(kib(p.jsRaw), 13),
        padL(p.cssFiles, 11),
        padL(kib(p.css), 11),
        padL(`${Math.round(p.load)} ms`, 9),
        padL(`${Math.round(p.idle)} ms`, 10),
        `  ${p.echarts.length ? `YES ${p.echarts.join(', ')}` : 'no'}`,
      ];
      console.log(row.join(''));
    }
    console.log('');
    for (const p of [login, main]) {
      const biggest = p.biggest.map((f) => `${f.name.replace('/assets/', '')} ${kib(f.gzip)}`).join(', ');
      console.log(`largest JS of ${p.label} (gzip): ${biggest}`);
      console.log(`  load times of the runs: ${p.loads.join(', ')} ms`);
    }
    if (process.env.BENCH_VERBOSE) {
      for (const [label, runs] of [
        [login.label, loginRuns],
        [main.label, mainRuns],
      ]) {
        console.log(`\nevery file of ${label}:`);
        for (const f of [...runs[0].files].sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${pad(f.kind, 4)}${padL(kib(f.gzip), 11)}  ${f.name}`);
      }
    }
    console.log('');
    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    console.log('targets');
    const noCharts = login.echarts.length === 0 && main.echarts.length === 0;
    const lines = [
      ['login page JS under 200 KiB gzip', kib(login.js), login.js < TARGETS.loginJs],
      ['main layout + dictionary screen JS under 350 KiB gzip', kib(main.js), main.js < TARGETS.mainJs],
      ['ECharts never loaded on either page', noCharts ? 'none loaded' : 'loaded', noCharts],
    ];
    for (const [what, figure, ok] of lines) console.log(`  ${pad(`${what}:`, 56)}${padL(figure, 12)}  ${verdict(ok)}`);
  } finally {
    await browser?.close();
    server.stop();
  }
}

main().catch((e) => {
  console.error(`bench:web failed: ${e instanceof Error ? e.stack : e}`);
  process.exit(1);
});
