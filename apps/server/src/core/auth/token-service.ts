import { errors as joseErrors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { randomToken } from '../ids';
import type { Settings } from '../settings';
import type { AuthUser } from './auth-user';
import { readClaims, type TokenClaims } from './claims';

const ISSUER = 'Meiyu';
const AUDIENCE = 'Meiyu';
const CLOCK_SKEW_S = 5;
/** A spent refresh token still works this long, so concurrent requests holding the same pair survive. */
export const REFRESH_GRACE_MS = 5000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface TokenSubject {
  id: number;
  tenantId: number;
  account: string;
  realName: string;
  accountType: number;
  orgId: number;
  orgName: string | null;
  orgType: string | null;
  roleCode: string | null;
  /** The account must change its password first (carried as the MustChangePwd claim). */
  mustChangePassword?: boolean;
}

export type AccessCheck =
  | { kind: 'valid'; claims: TokenClaims }
  | { kind: 'expired'; claims: TokenClaims }
  | { kind: 'invalid' };

const VERIFIED_CACHE_MAX = 20_000;
/** How long a live session is trusted without asking the database again; revocations here clear it at once. */
const SESSION_CACHE_MS = 2000;

export class TokenService {
  private readonly key: Uint8Array;
  // Verified access tokens (signature checked once, then only the lifetime): the hot path of every request.
  private readonly verified = new Map<string, TokenClaims & { exp: number }>();
  private readonly sessions = new Map<string, number>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly settings: Settings,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async createSession(userId: number, clientIp: string | null, userAgent: string | null): Promise<string> {
    if (await this.settings.bool('sys_single_login')) await this.revokeUser(userId);
    const id = randomToken(18);
    const now = Date.now();
    const refreshMinutes = await this.settings.refreshTokenExpireMinutes();
    await this.db
      .insertInto('auth_session')
      .values({
        id,
        user_id: userId,
        created_at: now,
        expires_at: now + refreshMinutes * 60_000,
        revoked_at: null,
        client_ip: clientIp,
        user_agent: userAgent?.slice(0, 512) ?? null,
      })
      .execute();
    return id;
  }

  private async signAccess(claims: Omit<TokenClaims, 'jti'>, jti: string): Promise<string> {
    const minutes = await this.settings.tokenExpireMinutes();
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      UserId: claims.UserId,
      TenantId: claims.TenantId,
      Account: claims.Account,
      RealName: claims.RealName,
      AccountType: claims.AccountType,
      OrgId: claims.OrgId,
      OrgName: claims.OrgName,
      OrgType: claims.OrgType,
      RoleCode: claims.RoleCode,
      ...(claims.MustChangePwd ? { MustChangePwd: true } : {}),
      sid: claims.sid,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + Math.round(minutes * 60))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(jti)
      .sign(this.key);
  }

  /** Signs a refresh token bound to one access token (its jti) and records it. */
  private async signRefresh(sessionId: string, accessJti: string): Promise<string> {
    const minutes = await this.settings.refreshTokenExpireMinutes();
    const now = Math.floor(Date.now() / 1000);
    const exp = now + Math.round(minutes * 60);
    const jti = randomToken(18);
    await this.db
      .insertInto('auth_refresh_token')
      .values({ jti, session_id: sessionId, access_jti: accessJti, expires_at: exp * 1000, used_at: null })
      .execute();
    await this.db
      .updateTable('auth_session')
      .set({ expires_at: exp * 1000 })
      .where('id', '=', sessionId)
      .execute();
    return new SignJWT({ typ: 'refresh', sid: sessionId, ajti: accessJti })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(exp)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(jti)
      .sign(this.key);
  }

  async issuePair(subject: TokenSubject, sessionId: string): Promise<TokenPair> {
    return this.issueFromClaims(
      {
        UserId: subject.id,
        TenantId: subject.tenantId,
        Account: subject.account,
        RealName: subject.realName,
        AccountType: subject.accountType,
        OrgId: subject.orgId,
        OrgName: subject.orgName,
        OrgType: subject.orgType,
        RoleCode: subject.roleCode,
        ...(subject.mustChangePassword ? { MustChangePwd: true } : {}),
        sid: sessionId,
      },
      sessionId,
    );
  }

  private async issueFromClaims(claims: Omit<TokenClaims, 'jti'>, sessionId: string): Promise<TokenPair> {
    const jti = randomToken(18);
    const accessToken = await this.signAccess(claims, jti);
    const refreshToken = await this.signRefresh(sessionId, jti);
    return { accessToken, refreshToken };
  }

  async checkAccess(token: string): Promise<AccessCheck> {
    const hit = this.verified.get(token);
    if (hit && hit.exp * 1000 > Date.now()) return { kind: 'valid', claims: hit };
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        clockTolerance: CLOCK_SKEW_S,
        algorithms: ['HS256'],
      });
      if (payload.typ === 'refresh') return { kind: 'invalid' };
      const claims = readClaims(payload);
      if (!claims) return { kind: 'invalid' };
      if (this.verified.size >= VERIFIED_CACHE_MAX) this.verified.clear();
      this.verified.set(token, { ...claims, exp: Number(payload.exp) });
      return { kind: 'valid', claims };
    } catch (err) {
      // jose verifies the signature, issuer and audience before the lifetime, so an expiry error
      // means everything else held: the only failure we accept for a refresh.
      if (err instanceof joseErrors.JWTExpired) {
        const payload = err.payload as JWTPayload;
        if (payload.typ === 'refresh') return { kind: 'invalid' };
        const claims = readClaims(payload);
        return claims ? { kind: 'expired', claims } : { kind: 'invalid' };
      }
      return { kind: 'invalid' };
    }
  }

  /**
   * Exchanges a refresh token for a new pair, once only (with a short grace); reuse after the grace
   * means the token was stolen or replayed, so the whole session is revoked.
   */
  async refresh(expired: TokenClaims, refreshToken: string): Promise<TokenPair | null> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(refreshToken, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        clockTolerance: CLOCK_SKEW_S,
        algorithms: ['HS256'],
      }));
    } catch {
      return null;
    }
    if (payload.typ !== 'refresh' || typeof payload.jti !== 'string') return null;
    const row = await this.db
      .selectFrom('auth_refresh_token')
      .selectAll()
      .where('jti', '=', payload.jti)
      .executeTakeFirst();
    const now = Date.now();
    if (!row || row.session_id !== expired.sid || row.access_jti !== expired.jti || Number(row.expires_at) < now) {
      return null;
    }
    if (row.used_at === null) {
      const res = await this.db
        .updateTable('auth_refresh_token')
        .set({ used_at: now })
        .where('jti', '=', row.jti)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) {
        const again = await this.db
          .selectFrom('auth_refresh_token')
          .select('used_at')
          .where('jti', '=', row.jti)
          .executeTakeFirst();
        if (!again?.used_at || now - Number(again.used_at) > REFRESH_GRACE_MS) return null;
      }
    } else if (now - Number(row.used_at) > REFRESH_GRACE_MS) {
      await this.revokeSession(row.session_id);
      return null;
    }
    if (!(await this.sessionAlive(expired.sid, expired.UserId))) return null;
    const { jti: _old, ...claims } = expired;
    return this.issueFromClaims(claims, expired.sid);
  }

  /** A refresh token for the caller's own, validly signed access token (refreshToken endpoint). */
  async mintRefreshFor(accessToken: string, caller: AuthUser): Promise<string | null> {
    const check = await this.checkAccess(accessToken);
    if (check.kind !== 'valid' || check.claims.UserId !== caller.userId || check.claims.sid !== caller.sessionId) {
      return null;
    }
    return this.signRefresh(check.claims.sid, check.claims.jti);
  }

  /** One query per protected request: the session is live and its user still active. */
  async sessionAlive(sessionId: string, userId: number): Promise<boolean> {
    const key = `${sessionId}:${userId}`;
    const until = this.sessions.get(key);
    if (until && until > Date.now()) return true;
    const row = await this.db
      .selectFrom('auth_session as s')
      .innerJoin('sys_user as u', 'u.id', 's.user_id')
      .select(['s.revoked_at', 's.expires_at', 'u.status', 'u.is_delete'])
      .where('s.id', '=', sessionId)
      .where('s.user_id', '=', userId)
      .executeTakeFirst();
    const alive = !!row && row.revoked_at === null && row.status === 1 && row.is_delete === 0;
    if (alive) {
      if (this.sessions.size >= VERIFIED_CACHE_MAX) this.sessions.clear();
      this.sessions.set(key, Date.now() + SESSION_CACHE_MS);
    } else {
      this.sessions.delete(key);
    }
    return alive;
  }

  /** Forget what this instance trusted, after a revocation or a change to a user's status. */
  forgetSessions(): void {
    this.sessions.clear();
  }

  async revokeSession(sessionId: string): Promise<void> {
    this.forgetSessions();
    await this.db
      .updateTable('auth_session')
      .set({ revoked_at: Date.now() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeUser(userId: number): Promise<void> {
    this.forgetSessions();
    await this.db
      .updateTable('auth_session')
      .set({ revoked_at: Date.now() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
