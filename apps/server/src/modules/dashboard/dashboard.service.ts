import type { DashboardOverview, DashboardTodo } from '@meiyu/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { AppContext } from '../../core/app-context';
import { type AuthUser, SUPER_ADMIN } from '../../core/auth/auth-user';
import { dataScopeOf } from '../../core/data-scope';
import type { Locale } from '../../core/locale';
import { formatDateTime } from '../../core/time';
import type { DB } from '../../db/types';

const SCHOOL_TYPE_PREFIX = '2';

const TODO_TEXT = {
  changePassword: { 'zh-cn': '请修改初始密码', en: 'Change your initial password', 'zh-tw': '請修改初始密碼' },
  lockedAccounts: { 'zh-cn': '被锁定的账号', en: 'Locked accounts', 'zh-tw': '被鎖定的帳號' },
  usersWithoutRole: { 'zh-cn': '未分配角色的用户', en: 'Users without a role', 'zh-tw': '未分配角色的使用者' },
} as const;

export class DashboardService {
  constructor(private readonly ctx: AppContext) {}

  async overview(user: AuthUser): Promise<DashboardOverview> {
    const { db } = this.ctx;
    const scope = await dataScopeOf(db, this.ctx.orgs, user);
    let orgs = db.selectFrom('sys_org').where('is_delete', '=', 0);
    let users = db.selectFrom('sys_user').where('is_delete', '=', 0);
    if (scope.kind === 'orgs') {
      orgs = orgs.where('id', 'in', scope.orgIds);
      users = users.where('org_id', 'in', scope.orgIds);
    } else if (scope.kind === 'self') {
      orgs = orgs.where('id', '=', user.orgId);
      users = users.where('id', '=', user.userId);
    }
    const count = async <T extends keyof DB>(q: SelectQueryBuilder<DB, T, object>) =>
      Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
    const usersWithRole = (code: string) =>
      users.where('id', 'in', (sub) =>
        sub
          .selectFrom('sys_user_role as ur')
          .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
          .select('ur.user_id')
          .where('r.code', '=', code),
      );
    // "Last sign-in" means the one before this session, which the session table remembers.
    const previous = await db
      .selectFrom('auth_session')
      .select(['created_at', 'client_ip'])
      .where('user_id', '=', user.userId)
      .where('id', '!=', user.sessionId)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const isAdmin = user.accountType === SUPER_ADMIN || scope.kind === 'all';
    return {
      orgCount: await count(orgs),
      schoolCount: await count(orgs.where('type', 'like', `${SCHOOL_TYPE_PREFIX}%`)),
      userCount: await count(users),
      studentCount: await count(usersWithRole('student')),
      teacherCount: await count(usersWithRole('teacher')),
      dictTypeCount: await count(db.selectFrom('sys_dict_type').where('is_delete', '=', 0)),
      menuCount: isAdmin ? await count(db.selectFrom('sys_menu').where('is_delete', '=', 0).where('type', '!=', 3)) : 0,
      roleCount: isAdmin ? await count(db.selectFrom('sys_role').where('is_delete', '=', 0)) : 0,
      lastLoginTime: previous ? formatDateTime(new Date(Number(previous.created_at))) : null,
      lastLoginIp: previous?.client_ip ?? null,
    };
  }

  /** Real to-dos from the data that exists; later modules add theirs (reviews, marking, confirmations). */
  async todos(user: AuthUser, locale: Locale): Promise<DashboardTodo[]> {
    const { db } = this.ctx;
    const out: DashboardTodo[] = [];
    const me = await db
      .selectFrom('sys_user')
      .select('must_change_password')
      .where('id', '=', user.userId)
      .executeTakeFirst();
    if (me?.must_change_password === 1) {
      out.push({
        key: 'changePassword',
        title: TODO_TEXT.changePassword[locale],
        count: 1,
        path: '/system/userCenter?tab=password',
      });
    }
    const scope = await dataScopeOf(db, this.ctx.orgs, user);
    if (scope.kind === 'all') {
      const locked = await db
        .selectFrom('auth_counter')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('key', 'like', 'sys_errorPasswordCount:%')
        .where('count', '>=', 5)
        .where('expires_at', '>=', Date.now())
        .executeTakeFirst();
      if (Number(locked?.n ?? 0) > 0) {
        out.push({
          key: 'lockedAccounts',
          title: TODO_TEXT.lockedAccounts[locale],
          count: Number(locked?.n),
          path: '/system/user',
        });
      }
      const noRole = await db
        .selectFrom('sys_user as u')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('u.is_delete', '=', 0)
        .where('u.account_type', '!=', SUPER_ADMIN)
        .where('u.id', 'not in', (sub) => sub.selectFrom('sys_user_role').select('user_id'))
        .executeTakeFirst();
      if (Number(noRole?.n ?? 0) > 0) {
        out.push({
          key: 'usersWithoutRole',
          title: TODO_TEXT.usersWithoutRole[locale],
          count: Number(noRole?.n),
          path: '/system/user',
        });
      }
    }
    return out;
  }
}
