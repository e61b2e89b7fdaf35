import type { LoginInput, LoginPhoneInput, UserInfo } from '@meiyu/contract';
import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../core/auth/auth-user';
import type { TokenPair } from '../../core/auth/token-service';
import { type Counters, LOGIN_LOCK } from '../../core/counters';
import { verifyPassword } from '../../core/crypto/password';
import { decryptSm2Password } from '../../core/crypto/sm2';
import { AppError, PlainError } from '../../core/errors';
import { type LoginMethod, recordLogin } from '../../core/logs/login-log';
import { nowText } from '../../core/time';
import type { AuthRepository, UserRow } from './auth.repository';
import type { CaptchaService } from './captcha.service';
import type { SmsService } from './sms.service';

const { after: LOCK_AFTER, ms: LOCK_MS, key: lockKey } = LOGIN_LOCK;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export class AuthService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: AuthRepository,
    private readonly captcha: CaptchaService,
    private readonly sms: SmsService,
    private readonly counters: Counters,
  ) {}

  /** Login steps in the contract's order (WIRE-CONTRACT §3.3). */
  async login(input: LoginInput, client: ClientInfo): Promise<TokenPair> {
    return this.logged('password', input.account, client, async (found) => {
      if ((await this.counters.get(lockKey(input.account))) >= LOCK_AFTER) throw new AppError('D1027');
      if (await this.ctx.settings.bool('sys_captcha', true)) {
        if (!(await this.captcha.verify(input.codeId, input.code))) throw new AppError('D0008');
      }
      const user = found(await this.activeUser(await this.repo.findByAccount(input.account)));
      const plain = decryptSm2Password(input.password, this.ctx.config.sm2PrivateKey);
      await this.checkPassword(user, plain);
      return this.signIn(user, client);
    });
  }

  /** swagger/submitUrl: plaintext password, no captcha for this one call, the lockout still applies. */
  async loginPlain(account: string, password: string, client: ClientInfo): Promise<TokenPair> {
    return this.logged('swagger', account, client, async (found) => {
      if ((await this.counters.get(lockKey(account))) >= LOCK_AFTER) throw new AppError('D1027');
      const user = found(await this.activeUser(await this.repo.findByAccount(account)));
      await this.checkPassword(user, password);
      return this.signIn(user, client);
    });
  }

  async loginPhone(input: LoginPhoneInput, client: ClientInfo): Promise<TokenPair> {
    return this.logged('phone', input.phone, client, async (found) => {
      await this.sms.consume(input.phone, input.code);
      const user = found(await this.activeUser(await this.repo.findByPhone(input.phone)));
      return this.signIn(user, client);
    });
  }

  /** Scan login: the phone confirmed; the desktop is signed in as that user. */
  async loginScan(user: UserRow, client: ClientInfo): Promise<TokenPair> {
    return this.logged('scan', user.account, client, async (found) => this.signIn(found(user), client));
  }

  /**
   * Runs a sign-in attempt and writes its outcome to the login log: success, or the reason it failed, with
   * the client's address and user agent. `found` records the user once the account is known.
   */
  private async logged(
    method: LoginMethod,
    account: string,
    client: ClientInfo,
    attempt: (found: (u: UserRow) => UserRow) => Promise<TokenPair>,
  ): Promise<TokenPair> {
    let user: UserRow | null = null;
    const found = (u: UserRow) => {
      user = u;
      return u;
    };
    const log = (success: boolean, reason: string | null) => {
      const u = user as UserRow | null;
      return recordLogin(this.ctx.db, {
        method,
        success,
        account,
        user: u
          ? { id: u.id, tenantId: u.tenant_id, account: u.account, realName: u.real_name, orgId: u.org_id }
          : null,
        reason,
        ip: client.ip,
        userAgent: client.userAgent,
      });
    };
    try {
      const pair = await attempt(found);
      await log(true, null);
      return pair;
    } catch (err) {
      const reason =
        err instanceof AppError || err instanceof PlainError ? err.text('zh-cn') : `[500] ${(err as Error).message}`;
      await log(false, reason);
      throw err;
    }
  }

  async unlock(user: AuthUser, cipher: string): Promise<true> {
    const row = await this.repo.findById(user.userId);
    if (!row) throw new AppError('D0009');
    if ((await this.counters.get(lockKey(row.account))) >= LOCK_AFTER) throw new AppError('D1027');
    await this.checkPassword(row, decryptSm2Password(cipher, this.ctx.config.sm2PrivateKey));
    return true;
  }

  async logout(user: AuthUser): Promise<void> {
    await this.ctx.tokens.revokeSession(user.sessionId);
  }

  private async activeUser(user: UserRow | undefined): Promise<UserRow> {
    if (!user) throw new AppError('D0009');
    if (user.status === 2) throw new AppError('D1017');
    if (!(await this.repo.tenantEnabled(user.tenant_id))) throw new AppError('Z1003');
    if (!(await this.repo.orgEnabled(user.org_id))) throw new AppError('D2011');
    return user;
  }

  /** A wrong or undecryptable password counts towards the lockout: the 5th failure locks for 30 minutes. */
  private async checkPassword(user: UserRow, plain: string | null): Promise<void> {
    if (plain === null || !(await verifyPassword(user.password_hash, plain))) {
      await this.counters.incr(lockKey(user.account), LOCK_MS);
      throw new AppError('D1000');
    }
    await this.counters.clear(lockKey(user.account));
  }

  async signIn(user: UserRow, client: ClientInfo): Promise<TokenPair> {
    const org = await this.repo.orgOf(user.org_id);
    const roles = await this.repo.roles(user.id);
    const sessionId = await this.ctx.tokens.createSession(user.id, client.ip, client.userAgent);
    const pair = await this.ctx.tokens.issuePair(
      {
        id: user.id,
        tenantId: user.tenant_id,
        account: user.account,
        realName: user.real_name,
        accountType: user.account_type,
        orgId: user.org_id,
        orgName: org?.name ?? null,
        orgType: org?.type ?? null,
        roleCode: roles[0]?.code ?? null,
        mustChangePassword: user.must_change_password === 1,
      },
      sessionId,
    );
    await this.repo.recordLogin(user.id, client.ip, nowText());
    return pair;
  }

  async userInfo(caller: AuthUser): Promise<UserInfo> {
    const user = await this.repo.findById(caller.userId);
    if (!user) throw new AppError('D1011', 401);
    const [org, posName, roles, buttons] = await Promise.all([
      this.repo.orgOf(user.org_id),
      this.repo.posName(user.pos_id),
      this.repo.roles(user.id),
      this.ctx.permissions.buttonsOf(caller),
    ]);
    return {
      id: user.id,
      account: user.account,
      realName: user.real_name,
      phone: user.phone,
      idCardNum: user.id_card_num,
      email: user.email,
      accountType: user.account_type,
      avatar: user.avatar,
      introduction: null,
      address: user.address,
      signature: user.signature,
      orgId: user.org_id,
      orgName: org?.name ?? null,
      orgType: org?.type ?? null,
      posName,
      buttons,
      roleIds: roles.map((r) => r.id),
      roleCodes: roles.map((r) => r.code),
      authorize: user.authorize === 1,
      wxexaminable: user.wxexaminable === 1,
      mustChangePassword: user.must_change_password === 1,
    };
  }
}
