import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType, z } from 'zod';
import type { AuthUser } from './auth/auth-user';
import { authenticate } from './auth/authenticate';
import { ok, PreparedJson } from './envelope';
import { ForbiddenError } from './errors';
import { requestContext } from './request-context';

/** Every route declares exactly one access level; a route without one cannot be registered. */
export type Access = 'anonymous' | 'user' | { permission: string };

type Infer<S> = S extends ZodType ? z.output<S> : undefined;

export interface RouteContext<B, Q, P> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
}

export interface RouteDef<BS, QS, PS, A extends Access> {
  method: 'GET' | 'POST';
  url: string;
  access: A;
  summary: string;
  tags: string[];
  body?: BS;
  query?: QS;
  params?: PS;
  /** Send the handler's value as is, without the envelope (swagger endpoints, downloads). */
  raw?: boolean;
  handler: (
    ctx: RouteContext<Infer<BS>, Infer<QS>, Infer<PS>> & { user: A extends 'anonymous' ? AuthUser | null : AuthUser },
  ) => Promise<unknown>;
}

/** The signed-in caller of a route whose access is not anonymous. */
export function callerOf(req: FastifyRequest): AuthUser {
  if (!req.user) throw new ForbiddenError();
  return req.user;
}

export function defineRoute<
  A extends Access,
  BS extends ZodType | undefined = undefined,
  QS extends ZodType | undefined = undefined,
  PS extends ZodType | undefined = undefined,
>(app: FastifyInstance, def: RouteDef<BS, QS, PS, A>): void {
  const access = def.access;
  app.route({
    method: def.method,
    url: def.url,
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(access === 'anonymous' ? {} : { security: [{ bearer: [] }] }),
    },
    config: { access },
    preValidation: async (req, reply) => {
      if (access === 'anonymous') return;
      const user = await authenticate(app, req, reply);
      if (typeof access === 'object' && !(await app.ctx.permissions.can(user, access.permission))) {
        throw new ForbiddenError();
      }
    },
    handler: async (req, reply) => {
      // The schemas validated these; authenticate() set the user unless the route is anonymous.
      const result = await requestContext.run(req, () =>
        def.handler({
          req,
          reply,
          user: req.user as AuthUser,
          body: req.body as Infer<BS>,
          query: req.query as Infer<QS>,
          params: req.params as Infer<PS>,
        }),
      );
      if (reply.sent) return reply;
      if (result instanceof PreparedJson) {
        reply.header('etag', result.etag).header('cache-control', 'private, no-cache');
        if (req.headers['if-none-match'] === result.etag) return reply.status(304).send();
        const { body, gzip } = result.render(/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')));
        reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
        if (gzip) reply.header('content-encoding', 'gzip');
        return reply.send(body);
      }
      return def.raw ? result : ok(result);
    },
  });
}
