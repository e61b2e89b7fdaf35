import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { AppContext } from './core/app-context';
import { TokenService } from './core/auth/token-service';
import { OrgTree } from './core/data-scope';
import { fail } from './core/envelope';
import { AppError, ForbiddenError, PlainError, UnauthorizedError, ValidationError } from './core/errors';
import { FileService } from './core/files/file-service';
import { randomToken } from './core/ids';
import { Scheduler } from './core/jobs/scheduler';
import { recordException } from './core/logs/exception-log';
import { localeOf } from './core/locale';
import { GENERIC_MESSAGES } from './core/messages';
import { Permissions } from './core/permissions';
import { Settings } from './core/settings';
import { lenientValidatorCompiler, localiseIssues, SchemaError } from './core/validation';
import type { Database$ } from './db/connection';
import { registerDocs } from './docs';
import { registerModules } from './modules';

// Request ids: a random per-process prefix and a counter, unique across instances without a random draw per request.
const REQUEST_ID_PREFIX = randomToken(6);
let requestCounter = 0;
const nextRequestId = () => `${REQUEST_ID_PREFIX}-${(++requestCounter).toString(36)}`;

export interface BuildOptions {
  config: AppConfig;
  database: Database$;
  logger?: boolean;
}

export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || nextRequestId(),
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });

  const settings = new Settings(database.db, config);
  await settings.reload();
  const ctx: AppContext = {
    db: database.db,
    dialect: database.dialect,
    config,
    settings,
    tokens: new TokenService(database.db, settings, config.jwtSecret),
    permissions: new Permissions(database.db),
    orgs: new OrgTree(database.db),
    files: new FileService(database.db, settings, config),
    scheduler: new Scheduler(database.db, {
      enabled: config.schedulerEnabled,
      tickMs: config.schedulerTickMs,
      leaseMs: 5 * 60_000,
      log: app.log,
    }),
    cacheVersion: { menus: 0, dicts: 0 },
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);
  app.decorateRequest('locale', 'zh-cn');
  app.setValidatorCompiler(lenientValidatorCompiler);

  app.addHook('onRequest', (req, reply, done) => {
    req.locale = localeOf(req.headers['accept-language']);
    reply.header('x-request-id', req.id);
    reply.header('access-control-expose-headers', 'Content-Disposition, X-Pagination, access-token, x-access-token');
    done();
  });

  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });

  app.setErrorHandler(async (err: FastifyError | Error, req, reply) => {
    const locale = req.locale;
    reply.status(200);
    if (err instanceof AppError) {
      return reply.send(fail(err.status, err.text(locale)));
    }
    if (err instanceof PlainError) return reply.send(fail(400, err.text(locale)));
    if (err instanceof SchemaError) return reply.send(fail(400, JSON.stringify(localiseIssues(err.issues, locale))));
    if (err instanceof ValidationError) return reply.send(fail(400, JSON.stringify(err.fields)));
    if (err instanceof UnauthorizedError) {
      req.log.info({ reason: err.reason }, 'unauthorized');
      reply.header('access-token', 'invalid_token');
      return reply.send(fail(401, GENERIC_MESSAGES.unauthorized[locale]));
    }
    if (err instanceof ForbiddenError) return reply.send(fail(403, GENERIC_MESSAGES.forbidden[locale]));
    const code = (err as FastifyError).code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.send(fail(400, GENERIC_MESSAGES.tooLarge[locale]));
    }
    if (
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      return reply.send(fail(400, GENERIC_MESSAGES.badJson[locale]));
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.send(fail(400, GENERIC_MESSAGES.invalid[locale]));
    req.log.error({ err }, 'unhandled error');
    await recordException(ctx.db, req, err);
    return reply.send(fail(500, GENERIC_MESSAGES.internal[locale]));
  });

  await registerDocs(app);
  await app.register(registerModules, { prefix: '/api' });
  // Modules registered their jobs above; the rows exist before the first tick, and a shutdown waits for runs.
  app.addHook('onReady', async () => {
    await ctx.scheduler.sync();
    ctx.scheduler.start();
  });
  app.addHook('onClose', async () => ctx.scheduler.stop());

  app.get('/healthz', async () => ({ status: 'ok' }));

  const webDist = config.webDist;
  const hasWeb = !!webDist && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      preCompressed: false,
      // Built assets carry a content hash in their names: cache them for good; everything else revalidates.
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !hasWeb || req.method !== 'GET') {
      return reply.status(404).send(fail(400, GENERIC_MESSAGES.notFound[req.locale]));
    }
    // The single-page app owns every other path (its own not-found page included).
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
