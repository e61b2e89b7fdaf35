import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors';
import type { AuthUser } from './auth-user';

export function bearerOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const m = /^\s*bearer\s+(\S+)\s*$/i.exec(value);
  return m ? m[1]! : null;
}

export function setTokenHeaders(reply: FastifyReply, accessToken: string, refreshToken: string): void {
  reply.header('access-token', accessToken);
  reply.header('x-access-token', refreshToken);
}

/**
 * Reads the caller from the access token. An expired token with a valid refresh token in X-Authorization
 * is refreshed inside this request: the new pair goes back in the response headers and the request goes on.
 */
export async function authenticate(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): Promise<AuthUser> {
  const { tokens } = app.ctx;
  const token = bearerOf(req.headers.authorization);
  if (!token) throw new UnauthorizedError('no token');
  const check = await tokens.checkAccess(token);
  if (check.kind === 'invalid') throw new UnauthorizedError('invalid token');
  let claims = check.claims;
  if (check.kind === 'expired') {
    const refreshToken = bearerOf(req.headers['x-authorization']);
    if (!refreshToken) throw new UnauthorizedError('expired');
    const pair = await tokens.refresh(check.claims, refreshToken);
    if (!pair) throw new UnauthorizedError('refresh failed');
    setTokenHeaders(reply, pair.accessToken, pair.refreshToken);
    const renewed = await tokens.checkAccess(pair.accessToken);
    if (renewed.kind !== 'valid') throw new UnauthorizedError('refresh failed');
    claims = renewed.claims;
  } else if (!(await tokens.sessionAlive(claims.sid, claims.UserId))) {
    throw new UnauthorizedError('revoked');
  }
  const user: AuthUser = {
    userId: claims.UserId,
    tenantId: claims.TenantId,
    account: claims.Account,
    realName: claims.RealName,
    accountType: claims.AccountType,
    orgId: claims.OrgId,
    orgName: claims.OrgName,
    orgType: claims.OrgType,
    sessionId: claims.sid,
    jti: claims.jti,
  };
  req.user = user;
  return user;
}
