import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NoticeTargetOptions, PageResult, ReceivedNotice, SysNotice, UnreadEvent } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf, roleIdOf } from '../../../test/platform-helpers';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

/** Reads `unread` events of the notice stream over a real socket. */
function openStream(port: number, ticket: string) {
  const events: UnreadEvent[] = [];
  const waiters: (() => void)[] = [];
  let status = 0;
  let contentType = '';
  const req = get(`http://127.0.0.1:${port}/api/sysNotice/stream?ticket=${ticket}`, (res) => {
    status = res.statusCode ?? 0;
    contentType = String(res.headers['content-type']);
    let buf = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buf += chunk;
      let end = buf.indexOf('\n\n');
      while (end >= 0) {
        const block = buf.slice(0, end);
        buf = buf.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (block.includes('event: unread') && data) {
          events.push(JSON.parse(data.slice(6)) as UnreadEvent);
          for (const w of waiters.splice(0)) w();
        }
        end = buf.indexOf('\n\n');
      }
    });
  });
  req.on('error', () => undefined);
  return {
    events,
    status: () => status,
    contentType: () => contentType,
    /** Resolves once `n` events have arrived. */
    next: (n: number) =>
      new Promise<UnreadEvent>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event ${n} (have ${events.length})`)), 5000);
        const check = () => {
          if (events.length >= n) {
            clearTimeout(timer);
            resolve(events[n - 1]!);
          } else waiters.push(check);
        };
        check();
      }),
    close: () => req.destroy(),
  };
}

describe.each(DIALECTS)('sysNotice on %s', (dialect) => {
  let t: TestApp;
  let district: string;
  let school: string;
  let teacher: string;
  let student: string;
  let schoolOrg: number;
  let otherDistrictSchool: number;
  let schoolAdminRole: number;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { SCHEDULER_ENABLED: 'false' });
    district = (await t.login('district01')).accessToken;
    school = (await t.login('school01')).accessToken;
    teacher = (await t.login('teacher01')).accessToken;
    student = (await t.login('student01')).accessToken;
    schoolOrg = await orgIdOf(t, 'nm-s01');
    otherDistrictSchool = await orgIdOf(t, 'yy-s01');
    schoolAdminRole = await roleIdOf(t, 'school_admin');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  const unread = async (token: string) =>
    (await t.call<UnreadEvent>({ url: '/api/sysNotice/unreadCount', token })).body.result.count;
  const noticeRows = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('sys_notice')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses recipients outside the sender scope, no recipients and unknown roles, storing nothing', async () => {
    const before = await noticeRows();
    const outside = await t.call({
      url: '/api/sysNotice/add',
      token: district,
      body: { title: '越权通知', content: '内容', targetOrgIds: [schoolOrg, otherDistrictSchool], publish: true },
    });
    expect(outside.body).toMatchObject({ code: 400, message: '[D7002] 接收机构超出了你的数据范围' });
    const none = await t.call({
      url: '/api/sysNotice/add',
      token: district,
      lang: 'en',
      body: { title: 'x', content: 'y', targetOrgIds: [] },
    });
    expect(none.body.message).toBe('[D7003] Choose at least one recipient organisation');
    const role = await t.call({
      url: '/api/sysNotice/add',
      token: district,
      body: { title: 'x', content: 'y', targetOrgIds: [schoolOrg], targetRoleIds: [123456789] },
    });
    expect(role.body.message).toBe('[D7004] 接收角色不存在');
    const empty = await t.call({ url: '/api/sysNotice/add', token: district, body: { title: ' ', content: 'y' } });
    expect(empty.body.code).toBe(400);
    expect(JSON.parse(empty.body.message)).toEqual({ Title: ['标题不能为空'] });
    // A teacher has no publishing screen at all.
    const forbidden = await t.call({
      url: '/api/sysNotice/add',
      token: teacher,
      body: { title: 'x', content: 'y', targetOrgIds: [schoolOrg] },
    });
    expect(forbidden.body.code).toBe(403);
    expect(await noticeRows()).toBe(before);
  });

  it('publishes to organisations and roles; the stream pushes the new unread count at once', async () => {
    const ticket = await t.call<{ ticket: string }>({ url: '/api/sysNotice/streamTicket', token: school, body: {} });
    const stream = openStream(port, ticket.body.result.ticket);
    const first = await stream.next(1);
    expect(stream.status()).toBe(200);
    expect(stream.contentType()).toContain('text/event-stream');
    expect(first.count).toBe(0);
    // A ticket works once.
    const again = await t.app.inject({ url: `/api/sysNotice/stream?ticket=${ticket.body.result.ticket}` });
    expect(again.json().message).toBe('[D7006] 通知订阅凭证无效或已过期');

    const draft = await t.call<number>({
      url: '/api/sysNotice/add',
      token: district,
      body: {
        title: '关于开展艺术素质测评的通知',
        content: '<p>请各校于本月底前完成测评准备。</p>',
        type: 1,
        targetOrgIds: [schoolOrg],
        targetRoleIds: [schoolAdminRole],
      },
    });
    expect(draft.body.code).toBe(200);
    expect(await unread(school)).toBe(0); // a draft reaches nobody

    expect(
      (await t.call({ url: '/api/sysNotice/public', token: district, body: { id: draft.body.result } })).body.code,
    ).toBe(200);
    const pushed = await stream.next(2);
    expect(pushed).toEqual({ count: 1, latest: { id: draft.body.result, title: '关于开展艺术素质测评的通知' } });
    expect(await unread(school)).toBe(1);
    // The role target leaves out the teacher and the student of the same school.
    expect(await unread(teacher)).toBe(0);
    expect(await unread(student)).toBe(0);

    // A notice to the whole district (sub-organisations included), every role.
    const all = await t.call<number>({
      url: '/api/sysNotice/add',
      token: district,
      body: {
        title: '寒假安全公告',
        content: '注意安全',
        type: 2,
        targetOrgIds: [await orgIdOf(t, 'nm-edu')],
        publish: true,
      },
    });
    expect(all.body.code).toBe(200);
    expect((await stream.next(3)).count).toBe(2);
    expect(await unread(teacher)).toBe(1);
    stream.close();

    const list = await t.call<ReceivedNotice[]>({ url: '/api/sysNotice/unreadList', token: school });
    expect(list.body.result.map((n) => n.title)).toEqual(['寒假安全公告', '关于开展艺术素质测评的通知']);
    expect(list.body.result[0]).toMatchObject({
      type: 2,
      publicUserName: '张区教',
      publicOrgName: '南明区教育局',
      read: false,
    });
  });

  it('opens one notice (read), marks all read, pages and searches the notification centre', async () => {
    const page = (body: object) =>
      t.call<PageResult<ReceivedNotice>>({
        url: '/api/sysNotice/pageReceived',
        token: school,
        body: { page: 1, pageSize: 10, ...body },
      });
    const found = await page({ title: '测评' });
    expect(found.body.result.total).toBe(1);
    const id = found.body.result.items[0]!.id;
    const opened = await t.call<ReceivedNotice>({
      url: '/api/sysNotice/received',
      token: school,
      query: { id: String(id) },
    });
    expect(opened.body.result).toMatchObject({ id, read: true, content: '<p>请各校于本月底前完成测评准备。</p>' });
    expect(await unread(school)).toBe(1);
    expect((await page({ read: 0 })).body.result.items.map((n) => n.title)).toEqual(['寒假安全公告']);
    expect((await page({ read: 1 })).body.result.items.map((n) => n.id)).toEqual([id]);

    const all = await t.call<number>({ url: '/api/sysNotice/readAll', token: school, body: {} });
    expect(all.body.result).toBe(1);
    expect(await unread(school)).toBe(0);
    expect((await page({})).body.result).toMatchObject({ total: 2, page: 1 });
    const latest = await t.call<ReceivedNotice[]>({ url: '/api/sysNotice/latest', token: school });
    expect(latest.body.result.every((n) => n.read)).toBe(true);

    // A notice not addressed to the caller answers as a missing one.
    const teacherSees = await t.call({ url: '/api/sysNotice/received', token: teacher, query: { id: String(id) } });
    expect(teacherSees.body.message).toBe('[D7000] 通知公告不存在');
  });

  it('manages notices in the sender scope: drafts only are edited, withdrawn ones disappear', async () => {
    const mine = await t.call<PageResult<SysNotice>>({
      url: '/api/sysNotice/page',
      token: district,
      body: { page: 1, pageSize: 10 },
    });
    expect(mine.body.result.total).toBe(2);
    const published = mine.body.result.items.find((n) => n.title === '关于开展艺术素质测评的通知')!;
    expect(published).toMatchObject({
      status: 1,
      readCount: 1,
      targetOrgNames: ['南明区实验小学'],
      targetRoleIds: [schoolAdminRole],
    });
    const edit = await t.call({
      url: '/api/sysNotice/update',
      token: district,
      body: { id: published.id, title: '改', content: '改', targetOrgIds: [schoolOrg] },
    });
    expect(edit.body.message).toBe('[D7001] 只有草稿状态的通知可以修改或发布');
    // The school administrator does not manage the district's notices.
    const schoolPage = await t.call<PageResult<SysNotice>>({
      url: '/api/sysNotice/page',
      token: school,
      body: { page: 1, pageSize: 10 },
    });
    expect(schoolPage.body.result.total).toBe(0);
    expect(
      (await t.call({ url: '/api/sysNotice/cancel', token: school, body: { id: published.id } })).body.message,
    ).toBe('[D7000] 通知公告不存在');

    const holiday = mine.body.result.items.find((n) => n.title === '寒假安全公告')!;
    expect((await t.call({ url: '/api/sysNotice/cancel', token: district, body: { id: holiday.id } })).body.code).toBe(
      200,
    );
    expect(await unread(teacher)).toBe(0);
    expect(
      (await t.call({ url: '/api/sysNotice/cancel', token: district, body: { id: holiday.id } })).body.message,
    ).toBe('[D7005] 只有已发布的通知可以撤回');
    expect((await t.call({ url: '/api/sysNotice/delete', token: district, body: { id: holiday.id } })).body.code).toBe(
      200,
    );
    const ops = await t.app.ctx.db
      .selectFrom('sys_log_op')
      .select('action')
      .where('entity', '=', 'sys_notice')
      .where('entity_id', '=', String(holiday.id))
      .orderBy('id')
      .execute();
    expect(ops.map((o) => o.action)).toEqual(['publish', 'cancel', 'delete']);
  });

  it('offers the organisations of the sender scope as a tree, and the roles', async () => {
    const res = await t.call<NoticeTargetOptions>({ url: '/api/sysNotice/targetOptions', token: district });
    expect(res.body.result.orgs.map((o) => o.name)).toEqual(['南明区教育局']);
    expect(res.body.result.orgs[0]!.children.map((o) => o.name)).toContain('南明区实验小学');
    expect(res.body.result.roles.map((r) => r.code)).toContain('school_admin');
    const mine = await t.call<NoticeTargetOptions>({ url: '/api/sysNotice/targetOptions', token: school });
    expect(mine.body.result.orgs).toMatchObject([{ name: '南明区实验小学', children: [] }]);
  });

  it('refuses a stream without a valid ticket, and tickets to anyone signed out', async () => {
    expect((await t.app.inject({ url: '/api/sysNotice/stream?ticket=notaticket1234' })).json().message).toMatch(
      /^\[D7006\]/,
    );
    expect((await t.call({ url: '/api/sysNotice/streamTicket', body: {} })).body.code).toBe(401);
  });
});
