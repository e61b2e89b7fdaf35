import { idInput, noticeInput, noticePageInput, noticeUpdateInput, receivedPageInput, zId } from '@meiyu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../../core/auth/auth-user';
import { AppError } from '../../core/errors';
import { randomToken } from '../../core/ids';
import { defineRoute } from '../../core/route';
import { NoticeHub } from './notice-hub';
import { NoticesService } from './notices.service';

const tags = ['sysNotice'];
const TICKET_MS = 60_000;
/** How often an open stream re-reads the count (changes made on another instance arrive this way). */
const RECHECK_MS = 15_000;
const HEARTBEAT_MS = 25_000;

export async function noticesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const hub = new NoticeHub();
  const service = new NoticesService(ctx, hub);
  const recipientOf = (user: AuthUser) => service.recipient(user.userId, user.orgId);
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => hub.closeAll());

  // ---- publishing ----
  defineRoute(app, {
    method: 'POST',
    url: '/sysNotice/page',
    access: { permission: 'sysNotice:page' },
    summary: "A page of the notices published from the caller's data scope",
    tags,
    body: noticePageInput,
    handler: ({ body, user }) => service.page(user, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysNotice/detail',
    access: { permission: 'sysNotice:page' },
    summary: 'One managed notice with its recipients',
    tags,
    query: z.object({ id: zId() }),
    handler: ({ query, user }) => service.detail(user, query.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysNotice/targetOptions',
    access: { permission: 'sysNotice:add' },
    summary: "The organisations (the sender's data scope, as a tree) and roles a notice may address",
    tags,
    handler: ({ user }) => service.targetOptions(user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysNotice/add',
    access: { permission: 'sysNotice:add' },
    summary: 'Save a notice as a draft, or publish it at once (publish: true); returns its id',
    tags,
    body: noticeInput,
    handler: ({ body, user }) => service.add(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysNotice/update',
    access: { permission: 'sysNotice:update' },
    summary: 'Change a draft notice',
    tags,
    body: noticeUpdateInput,
    handler: ({ body, user }) => service.update(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysNotice/public',
    access: { permission: 'sysNotice:public' },
    summary: 'Publish a draft notice to its recipients',
    tags,
    body: idInput,
    handler: ({ body, user }) => service.publish(user, body.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysNotice/cancel',
    access: { permission: 'sysNotice:cancel' },
    summary: 'Withdraw a published notice',
    tags,
    body: idInput,
    handler: ({ body, user }) => service.cancel(user, body.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysNotice/delete',
    access: { permission: 'sysNotice:delete' },
    summary: 'Delete a notice',
    tags,
    body: idInput,
    handler: ({ body, user }) => service.delete(user, body.id),
  });

  // ---- receiving: every signed-in user ----
  defineRoute(app, {
    method: 'GET',
    url: '/sysNotice/unreadList',
    access: 'user',
    summary: 'The newest unread notices addressed to the caller (at most 20)',
    tags,
    handler: async ({ user }) => service.unreadList(await recipientOf(user)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysNotice/unreadCount',
    access: 'user',
    summary: 'How many notices addressed to the caller are unread, and the newest of them',
    tags,
    handler: async ({ user }) => service.unreadEvent(await recipientOf(user)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysNotice/latest',
    access: 'user',
    summary: 'The latest notices addressed to the caller, read or not (home page)',
    tags,
    handler: async ({ user }) => service.latest(await recipientOf(user)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysNotice/pageReceived',
    access: 'user',
    summary: 'Notification centre: a page of the notices addressed to the caller',
    tags,
    body: receivedPageInput,
    handler: async ({ body, user }) => service.receivedPage(await recipientOf(user), body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysNotice/received',
    access: 'user',
    summary: 'Open a notice addressed to the caller (marks it read)',
    tags,
    query: z.object({ id: zId() }),
    handler: async ({ query, user }) => service.open(await recipientOf(user), query.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysNotice/setRead',
    access: 'user',
    summary: 'Mark one notice read',
    tags,
    body: idInput,
    handler: async ({ body, user }) => {
      await service.open(await recipientOf(user), body.id);
      return null;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysNotice/readAll',
    access: 'user',
    summary: 'Mark every notice addressed to the caller read; returns how many were unread',
    tags,
    handler: async ({ user }) => service.readAll(await recipientOf(user)),
  });

  // ---- live unread count: Server-Sent Events ----
  // EventSource cannot send headers: an authenticated call gets a single-use ticket valid for a minute, and
  // the stream checks the session behind it at every push, so a signed-out session stops receiving.
  defineRoute(app, {
    method: 'POST',
    url: '/sysNotice/streamTicket',
    access: 'user',
    summary: 'A single-use ticket (60 s) for GET /api/sysNotice/stream',
    tags,
    handler: async ({ user }) => {
      const ticket = randomToken(24);
      await ctx.db.deleteFrom('sys_stream_ticket').where('expires_at', '<', Date.now()).execute();
      await ctx.db
        .insertInto('sys_stream_ticket')
        .values({ ticket, user_id: user.userId, session_id: user.sessionId, expires_at: Date.now() + TICKET_MS })
        .execute();
      return { ticket, expiresIn: TICKET_MS / 1000 };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sysNotice/stream',
    access: 'anonymous',
    summary: 'Server-Sent Events: `unread` events with {count, latest} whenever the unread count changes',
    tags,
    raw: true,
    query: z.object({ ticket: z.string().min(8).max(64) }),
    handler: async ({ query, req, reply }) => {
      const row = await ctx.db
        .selectFrom('sys_stream_ticket')
        .selectAll()
        .where('ticket', '=', query.ticket)
        .executeTakeFirst();
      const taken = row
        ? await ctx.db.deleteFrom('sys_stream_ticket').where('ticket', '=', query.ticket).executeTakeFirst()
        : null;
      if (!row || !taken || Number(taken.numDeletedRows) !== 1 || Number(row.expires_at) < Date.now()) {
        throw new AppError('D7006');
      }
      const userId = Number(row.user_id);
      const sessionId = row.session_id;
      const alive = () => ctx.tokens.sessionAlive(sessionId, userId);
      const user = await ctx.db.selectFrom('sys_user').select(['org_id']).where('id', '=', userId).executeTakeFirst();
      if (!user || !(await alive())) throw new AppError('D7006');

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': String(req.id),
      });
      res.write('retry: 5000\n\n');

      let closed = false;
      let last = -1;
      let busy = false;
      let again = false;
      const push = async (): Promise<void> => {
        if (closed) return;
        if (busy) {
          again = true;
          return;
        }
        busy = true;
        try {
          if (!(await alive())) return close();
          const event = await service.unreadEvent(await service.recipient(userId, Number(user.org_id)));
          if (!closed && event.count !== last) {
            last = event.count;
            res.write(`event: unread\ndata: ${JSON.stringify(event)}\n\n`);
          }
        } catch (err) {
          req.log.warn({ err }, 'notice stream refresh failed');
        } finally {
          busy = false;
          if (again && !closed) {
            again = false;
            void push();
          }
        }
      };
      const recheck = setInterval(() => void push(), RECHECK_MS);
      const heartbeat = setInterval(() => !closed && res.write(': ping\n\n'), HEARTBEAT_MS);
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(recheck);
        clearInterval(heartbeat);
        remove();
        res.end();
      };
      const remove = hub.add({ userId, refresh: () => void push(), close });
      req.raw.on('close', close);
      await push();
      return reply;
    },
  });
}
