import { loginInput, loginPhoneInput, scanTicketInput, sendSmsInput } from '@meiyu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerOf, setTokenHeaders } from '../../core/auth/authenticate';
import { Counters } from '../../core/counters';
import { AppError, PlainError } from '../../core/errors';
import { defineRoute } from '../../core/route';
import { DEMO_PASSWORD } from '../../db/demo/demo-region';
import { AuthRepository } from './auth.repository';
import { AuthService, type ClientInfo } from './auth.service';
import { CaptchaService } from './captcha.service';
import { ScanLoginService } from './scan-login.service';
import { OutboxSmsProvider, SmsService } from './sms.service';

const tags = ['sysAuth'];
const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip ?? null,
  userAgent: (req.headers['user-agent'] as string | undefined) ?? null,
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const counters = new Counters(ctx.db);
  const repo = new AuthRepository(ctx.db);
  const captcha = new CaptchaService(ctx.db);
  const sms = new SmsService(ctx.db, counters, new OutboxSmsProvider(app.log), ctx.config);
  const auth = new AuthService(ctx, repo, captcha, sms, counters);
  const scan = new ScanLoginService(ctx.db, async (userId) => {
    const user = await repo.findById(userId);
    if (!user) throw new AppError('D0009');
    return auth.loginScan(user, { ip: null, userAgent: 'scan-login' });
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sysAuth/captcha',
    access: 'anonymous',
    summary: 'Arithmetic captcha image (PNG, bare base64), valid 60 s, single use',
    tags,
    handler: () => captcha.create(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sysAuth/loginConfig',
    access: 'anonymous',
    summary: 'Login page configuration',
    tags,
    handler: async () => ({
      secondVerEnabled: await ctx.settings.bool('sys_second_ver'),
      captchaEnabled: await ctx.settings.bool('sys_captcha', true),
      publicKey: ctx.config.sm2PublicKey,
      thirdPartyLogins: ctx.config.thirdPartyLogins,
      regionPrefixes: ctx.config.regionPrefixes,
      passwordHint: ctx.config.demoData ? DEMO_PASSWORD : null,
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysAuth/login',
    access: 'anonymous',
    summary: 'Sign in with account and SM2-encrypted password',
    tags,
    body: loginInput,
    handler: async ({ body, req, reply }) => {
      const pair = await auth.login(body, clientOf(req));
      setTokenHeaders(reply, pair.accessToken, pair.refreshToken);
      return pair;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysAuth/sendSmsCode',
    access: 'anonymous',
    summary: 'Send a login code to a mobile number (rate-limited per phone and per client)',
    tags,
    body: sendSmsInput,
    handler: async ({ body, req }) => {
      await sms.sendLoginCode(body.phone.trim(), req.ip ?? null);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysAuth/loginPhone',
    access: 'anonymous',
    summary: 'Sign in with a mobile number and SMS code',
    tags,
    body: loginPhoneInput,
    handler: async ({ body, req, reply }) => {
      const pair = await auth.loginPhone(body, clientOf(req));
      setTokenHeaders(reply, pair.accessToken, pair.refreshToken);
      return pair;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysAuth/logout',
    access: 'user',
    summary: 'Sign out: revokes the session and tells the client to drop its tokens',
    tags,
    handler: async ({ user, reply }) => {
      if (!user.account) throw new AppError('D1011');
      await auth.logout(user);
      reply.header('access-token', 'invalid_token');
      return null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sysAuth/refreshToken',
    access: 'user',
    summary: "A refresh token for the caller's own access token",
    tags,
    query: z.object({ accessToken: z.string().min(1).max(4096) }),
    handler: async ({ query, user }) => {
      const token = await ctx.tokens.mintRefreshFor(query.accessToken, user);
      if (!token) throw new AppError('D1012');
      return token;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysAuth/unLockScreen',
    access: 'user',
    summary: 'Unlock the screen with the SM2-encrypted password in the query string',
    tags,
    query: z.object({ password: z.string({ error: '密码不能为空' }).min(1, '密码不能为空').max(1024) }),
    handler: ({ query, user }) => auth.unlock(user, query.password),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sysAuth/userInfo',
    access: 'user',
    summary: "The signed-in user's information",
    tags,
    handler: ({ user }) => auth.userInfo(user),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sysAuth/watermarkConfig',
    access: 'user',
    summary: 'Whether the watermark is on',
    tags,
    handler: async () => ({ watermarkEnabled: await ctx.settings.bool('sys_watermark') }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysAuth/scanTicket',
    access: 'anonymous',
    summary: 'Scan login: a new ticket for the desktop QR code',
    tags,
    handler: () => scan.create(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sysAuth/scanPoll',
    access: 'anonymous',
    summary: "Scan login: the ticket's state; the tokens once confirmed",
    tags,
    query: scanTicketInput,
    handler: async ({ query, reply }) => {
      const out = await scan.poll(query.ticket);
      if (out.accessToken && out.refreshToken) setTokenHeaders(reply, out.accessToken, out.refreshToken);
      return out;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysAuth/scanMark',
    access: 'user',
    summary: 'Scan login: the phone opened the ticket',
    tags,
    body: scanTicketInput,
    handler: async ({ body, user }) => {
      await scan.mark(body.ticket, user);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysAuth/scanConfirm',
    access: 'user',
    summary: 'Scan login: the phone confirms; the desktop is signed in as this user',
    tags,
    body: scanTicketInput,
    handler: async ({ body, user }) => {
      await scan.confirm(body.ticket, user);
      return null;
    },
  });

  // swagger/checkUrl and submitUrl answer with bare numbers, no envelope (WIRE-CONTRACT §3.5).
  defineRoute(app, {
    method: 'POST',
    url: '/swagger/checkUrl',
    access: 'anonymous',
    summary: 'API docs: 200 when the Authorization header authenticates, else 401',
    tags: ['swagger'],
    raw: true,
    handler: async ({ req }) => {
      const token = bearerOf(req.headers.authorization);
      if (!token) return 401;
      const check = await ctx.tokens.checkAccess(token);
      if (check.kind !== 'valid') return 401;
      return (await ctx.tokens.sessionAlive(check.claims.sid, check.claims.UserId)) ? 200 : 401;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/swagger/submitUrl',
    access: 'anonymous',
    summary: 'API docs login with a plaintext form (UserName, Password)',
    tags: ['swagger'],
    raw: true,
    body: z.object({ userName: z.string().max(64).optional(), password: z.string().max(128).optional() }).optional(),
    handler: async ({ body, req, reply }) => {
      if (!body?.userName || !body.password) return 401;
      try {
        const pair = await auth.loginPlain(body.userName, body.password, clientOf(req));
        setTokenHeaders(reply, pair.accessToken, pair.refreshToken);
        return 200;
      } catch (err) {
        if (err instanceof AppError || err instanceof PlainError) return 401;
        throw err;
      }
    },
  });

  // Expired captchas, SMS codes and scan tickets are useless: scheduled jobs keep the tables small.
  ctx.scheduler.register({
    name: 'captcha_purge',
    title: '过期验证码清理',
    cron: '*/10 * * * *',
    remark: '删除过期的图形验证码和扫码登录凭证',
    run: async () => `captcha=${await captcha.purgeExpired()}, scan=${await scan.purgeExpired()}`,
  });
  ctx.scheduler.register({
    name: 'sms_code_purge',
    title: '过期短信验证码清理',
    cron: '15 * * * *',
    remark: '删除过期超过7天的短信验证码（保留一周以便核查发送频率）',
    run: async () => `sms=${await sms.purgeExpired()}`,
  });
}
