import type { PageResult, SysJob, SysJobRun } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scheduler } from '../../core/jobs/scheduler';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

const quiet = { info: () => undefined, error: () => undefined };

describe.each(DIALECTS)('sysJob on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let district: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { SCHEDULER_ENABLED: 'false' });
    admin = (await t.login('admin')).accessToken;
    district = (await t.login('district01')).accessToken;
  });
  afterAll(async () => t.close());

  const jobs = async () =>
    (await t.call<PageResult<SysJob>>({ url: '/api/sysJob/page', token: admin, body: { page: 1, pageSize: 20 } })).body
      .result.items;
  const job = async (name: string) => (await jobs()).find((j) => j.name === name)!;

  it('lists the jobs the code registered, with their next fire time', async () => {
    const list = await jobs();
    expect(list.map((j) => j.name)).toEqual(['captcha_purge', 'log_cleanup', 'sms_code_purge']);
    const cleanup = list.find((j) => j.name === 'log_cleanup')!;
    expect(cleanup).toMatchObject({ cron: '30 3 * * *', status: 1, runnable: true, lastRun: null });
    expect(cleanup.nextFireTime).toMatch(/^\d{4}-\d{2}-\d{2} 03:30:00$/);
    expect((await t.call({ url: '/api/sysJob/page', token: district, body: {} })).body.code).toBe(403);
  });

  it('refuses a cron expression that does not parse, and changes nothing', async () => {
    const j = await job('captcha_purge');
    for (const cron of ['every minute', '* * * *', '61 * * * *', '0 0 31 2 *']) {
      const res = await t.call({ url: '/api/sysJob/update', token: admin, body: { id: j.id, cron } });
      expect(res.body.message).toBe('[D1700] Cron表达式格式不正确');
    }
    expect((await job('captcha_purge')).cron).toBe('*/10 * * * *');
    const ok = await t.call({ url: '/api/sysJob/update', token: admin, body: { id: j.id, cron: '5  4 * * MON' } });
    expect(ok.body.code).toBe(200);
    const after = await job('captcha_purge');
    expect(after.cron).toBe('5 4 * * MON');
    expect(after.nextFireTime).toMatch(/ 04:05:00$/);
  });

  it('pauses, resumes and runs a job now; each run lands in the history', async () => {
    const j = await job('captcha_purge');
    // Expired captchas to clean up.
    await t.app.ctx.db
      .insertInto('auth_captcha')
      .values({ id: 'old-cap-1', answer: '1', expires_at: Date.now() - 1000 })
      .execute();
    expect((await t.call({ url: '/api/sysJob/pause', token: admin, body: { id: j.id } })).body.code).toBe(200);
    expect(await job('captcha_purge')).toMatchObject({ status: 2, nextFireTime: null });
    // A paused job does not fire on its schedule.
    await t.app.ctx.db
      .updateTable('sys_job_lease')
      .set({ next_fire_at: Date.now() - 1000 })
      .where('job_name', '=', 'captcha_purge')
      .execute();
    await (t.app.ctx.scheduler as Scheduler).tick();
    expect((await job('captcha_purge')).lastRun).toBeNull();

    expect((await t.call({ url: '/api/sysJob/resume', token: admin, body: { id: j.id } })).body.code).toBe(200);
    expect((await job('captcha_purge')).status).toBe(1);
    const run = await t.call<SysJobRun>({ url: '/api/sysJob/run', token: admin, body: { id: j.id } });
    expect(run.body.result).toMatchObject({
      jobName: 'captcha_purge',
      triggerType: 'manual',
      status: 1,
      userName: '系统管理员',
    });
    expect(run.body.result.message).toMatch(/captcha=1/);
    const history = await t.call<PageResult<SysJobRun>>({
      url: '/api/sysJob/runPage',
      token: admin,
      body: { page: 1, pageSize: 10, jobName: 'captcha_purge' },
    });
    expect(history.body.result.total).toBe(1);
    expect((await job('captcha_purge')).lastRun?.status).toBe(1);
    const ops = await t.app.ctx.db
      .selectFrom('sys_log_op')
      .select('action')
      .where('entity', '=', 'sys_job')
      .orderBy('id')
      .execute();
    expect(ops.map((o) => o.action)).toEqual(['update', 'pause', 'resume', 'run']);
  });

  it('runs a due job in one instance only: the lease decides', async () => {
    const log = quiet;
    const make = () => new Scheduler(t.app.ctx.db, { enabled: false, tickMs: 1000, leaseMs: 60_000, log });
    let runs = 0;
    const a = make();
    const b = make();
    for (const s of [a, b]) {
      s.register({
        name: 'lease_probe',
        title: '租约探针',
        cron: '* * * * *',
        run: async () => {
          runs++;
          await new Promise((r) => setTimeout(r, 50));
          return 'ok';
        },
      });
    }
    await a.sync();
    await b.sync();
    const due = Date.now() + 61_000;
    await Promise.all([a.tick(due), b.tick(due)]);
    expect(runs).toBe(1);
    // The same tick seen later by the other instance does not run again: the next fire time moved on.
    await b.tick(due + 1000);
    expect(runs).toBe(1);
    // While one instance holds the lease, running it now elsewhere is refused.
    await t.app.ctx.db
      .updateTable('sys_job_lease')
      .set({ owner: 'elsewhere', lease_until: Date.now() + 60_000 })
      .where('job_name', '=', 'lease_probe')
      .execute();
    await expect(a.runNow('lease_probe', null)).rejects.toMatchObject({ errorCode: 'D1702' });
    // An expired lease (its holder died) is taken over.
    await t.app.ctx.db
      .updateTable('sys_job_lease')
      .set({ lease_until: Date.now() - 1 })
      .where('job_name', '=', 'lease_probe')
      .execute();
    expect((await a.runNow('lease_probe', null)).status).toBe(1);
    expect(runs).toBe(2);
  });
});
