import { randomBytes } from 'node:crypto';
import { ROLE_CODES } from '@meiyu/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import { createdBy } from '../../core/audit';
import { hashPassword } from '../../core/crypto/password';
import { DATA_SCOPE } from '../../core/data-scope';
import { MENU_SEED, type MenuSeed } from '../../modules/menus/menus.seed';
import { seedRegions } from '../../modules/regions/regions.seed';
import type { DB } from '../types';
import { DICT_SEED } from './dict-seed-data';

export const DEFAULT_TENANT_ID = 1300000000001;
export const SUPER_ADMIN_ACCOUNT = 'superadmin';

const CONFIG_SEED: { code: string; name: string; value: string; remark: string }[] = [
  { code: 'sys_captcha', name: '登录验证码', value: 'True', remark: '是否开启登录验证码' },
  { code: 'sys_second_ver', name: '二次验证', value: 'False', remark: '是否开启二次验证（旋转图片）' },
  { code: 'sys_watermark', name: '水印', value: 'False', remark: '是否开启水印（用户真实姓名）' },
  { code: 'sys_token_expire', name: 'Token过期时间', value: '10080', remark: '访问令牌有效期（分钟）' },
  {
    code: 'sys_refresh_token_expire',
    name: '刷新Token过期时间',
    value: '20160',
    remark: '刷新令牌有效期（分钟），须大于访问令牌的两倍',
  },
  { code: 'sys_single_login', name: '单用户登录', value: 'False', remark: '登录后结束该用户的其他登录' },
  { code: 'sys_password', name: '默认密码', value: '', remark: '新增或重置用户的默认密码；为空时按规则生成' },
  { code: 'sys_oplog', name: '操作日志', value: 'True', remark: '是否记录操作日志' },
  { code: 'sys_demo', name: '演示环境', value: 'False', remark: '演示环境禁止修改数据' },
  {
    code: 'sys_log_retention_days',
    name: '日志保留天数',
    value: '180',
    remark: '登录、操作、异常日志保留的天数（至少180天），定时任务每天清理更早的记录',
  },
  { code: 'sys_file_max_image_mb', name: '图片大小上限(MB)', value: '10', remark: '上传图片的大小上限（MB）' },
  { code: 'sys_file_max_audio_mb', name: '音频大小上限(MB)', value: '50', remark: '上传音频的大小上限（MB）' },
  { code: 'sys_file_max_video_mb', name: '视频大小上限(MB)', value: '500', remark: '上传视频的大小上限（MB）' },
  { code: 'sys_file_max_document_mb', name: '文档大小上限(MB)', value: '20', remark: '上传文档的大小上限（MB）' },
];

const ROLE_SEED: Record<(typeof ROLE_CODES)[number], { name: string; dataScope: number; orderNo: number }> = {
  sys_admin: { name: '系统管理员', dataScope: DATA_SCOPE.all, orderNo: 100 },
  province_education: { name: '省级教育部门', dataScope: DATA_SCOPE.orgAndBelow, orderNo: 200 },
  city_education: { name: '市级教育部门', dataScope: DATA_SCOPE.orgAndBelow, orderNo: 210 },
  district_education: { name: '区县教育部门', dataScope: DATA_SCOPE.orgAndBelow, orderNo: 220 },
  school_admin: { name: '学校管理员', dataScope: DATA_SCOPE.orgAndBelow, orderNo: 300 },
  teacher: { name: '教师', dataScope: DATA_SCOPE.org, orderNo: 400 },
  expert: { name: '专家', dataScope: DATA_SCOPE.self, orderNo: 500 },
  student: { name: '学生', dataScope: DATA_SCOPE.self, orderNo: 600 },
};

async function seedConfig(db: Kysely<DB>): Promise<void> {
  const have = new Set((await db.selectFrom('sys_config').select('code').execute()).map((r) => r.code));
  const rows = CONFIG_SEED.filter((c) => !have.has(c.code)).map((c, i) => ({
    ...createdBy(null),
    code: c.code,
    name: c.name,
    value: c.value,
    remark: c.remark,
    sys_flag: 1,
    group_code: 'Default',
    order_no: 100 + i,
  }));
  if (rows.length) await db.insertInto('sys_config').values(rows).execute();
}

async function seedDictionaries(db: Kysely<DB>): Promise<void> {
  const types = await db.selectFrom('sys_dict_type').select(['id', 'code']).where('is_delete', '=', 0).execute();
  const typeIds = new Map(types.map((t) => [t.code, t.id]));
  const items = await db
    .selectFrom('sys_dict_data')
    .select(['dict_type_id', 'code'])
    .where('is_delete', '=', 0)
    .execute();
  const haveItems = new Set(items.map((i) => `${i.dict_type_id}:${i.code}`));
  for (const type of DICT_SEED) {
    let typeId = typeIds.get(type.code);
    if (!typeId) {
      const row = {
        ...createdBy(null),
        name: type.name,
        code: type.code,
        order_no: type.orderNo,
        remark: type.remark ?? null,
        status: type.status ?? 1,
      };
      await db.insertInto('sys_dict_type').values(row).execute();
      typeId = row.id;
    }
    const missing = type.items
      .filter((item) => !haveItems.has(`${typeId}:${item.code}`))
      .map((item) => ({
        ...createdBy(null),
        dict_type_id: typeId!,
        value: item.value,
        code: item.code,
        tag_type: item.tagType ?? null,
        style_setting: null,
        class_setting: null,
        order_no: item.orderNo,
        remark: item.remark ?? null,
        ext_data: item.extData ?? null,
        status: item.status ?? 1,
      }));
    for (let i = 0; i < missing.length; i += 200) {
      await db
        .insertInto('sys_dict_data')
        .values(missing.slice(i, i + 200))
        .execute();
    }
  }
}

async function seedRoles(db: Kysely<DB>): Promise<Map<string, number>> {
  const have = await db.selectFrom('sys_role').select(['id', 'code']).where('is_delete', '=', 0).execute();
  const ids = new Map(have.map((r) => [r.code, r.id]));
  for (const code of ROLE_CODES) {
    if (ids.has(code)) continue;
    const seed = ROLE_SEED[code];
    const row = {
      ...createdBy(null),
      code,
      name: seed.name,
      data_scope: seed.dataScope,
      order_no: seed.orderNo,
      status: 1,
      remark: null,
    };
    await db.insertInto('sys_role').values(row).execute();
    ids.set(code, row.id);
  }
  return ids;
}

/** Inserts the menus that are missing (by route name, or permission for buttons) and grants only those. */
async function seedMenus(db: Kysely<DB>, roleIds: Map<string, number>): Promise<void> {
  const existing = await db
    .selectFrom('sys_menu')
    .select(['id', 'name', 'permission', 'type'])
    .where('is_delete', '=', 0)
    .execute();
  const byKey = new Map<string, number>();
  for (const m of existing) byKey.set(m.type === 3 ? `btn:${m.permission}` : `menu:${m.name}`, m.id);
  const grants: { role_id: number; menu_id: number }[] = [];

  const visit = async (seed: MenuSeed, pid: number): Promise<void> => {
    const key = seed.type === 3 ? `btn:${seed.permission}` : `menu:${seed.key}`;
    let id = byKey.get(key);
    if (!id) {
      const row = {
        ...createdBy(null),
        pid,
        type: seed.type,
        name: seed.type === 3 ? null : seed.key,
        path: seed.path ?? null,
        component: seed.component ?? null,
        redirect: seed.redirect ?? null,
        permission: seed.permission ?? null,
        title: seed.title,
        icon: seed.icon ?? null,
        is_iframe: 0,
        out_link: null,
        is_hide: seed.isHide ? 1 : 0,
        is_keep_alive: seed.isKeepAlive === false ? 0 : 1,
        is_affix: seed.isAffix ? 1 : 0,
        is_open: 1,
        order_no: seed.orderNo,
        status: 1,
        remark: null,
      };
      await db.insertInto('sys_menu').values(row).execute();
      id = row.id;
      byKey.set(key, id);
      for (const code of ['sys_admin', ...(seed.roles ?? [])]) {
        const roleId = roleIds.get(code);
        if (roleId) grants.push({ role_id: roleId, menu_id: id });
      }
    }
    for (const child of seed.children ?? []) await visit(child, id);
  };
  for (const seed of MENU_SEED) await visit(seed, 0);
  if (grants.length) await db.insertInto('sys_role_menu').values(grants).execute();
}

async function seedTenant(db: Kysely<DB>): Promise<void> {
  const t = await db.selectFrom('sys_tenant').select('id').where('id', '=', DEFAULT_TENANT_ID).executeTakeFirst();
  if (!t)
    await db
      .insertInto('sys_tenant')
      .values({ ...createdBy(null), id: DEFAULT_TENANT_ID, name: '默认租户', status: 1 })
      .execute();
}

/** The super administrator: its first password comes from SUPERADMIN_PASSWORD or is generated and printed once. */
async function seedSuperAdmin(db: Kysely<DB>, config: AppConfig, print: (line: string) => void): Promise<void> {
  const have = await db
    .selectFrom('sys_user')
    .select('id')
    .where('account', '=', SUPER_ADMIN_ACCOUNT)
    .executeTakeFirst();
  if (have) return;
  const password = config.superAdminPassword ?? `My${randomBytes(9).toString('base64url')}@1`;
  await db
    .insertInto('sys_user')
    .values({
      ...createdBy(null),
      tenant_id: DEFAULT_TENANT_ID,
      account: SUPER_ADMIN_ACCOUNT,
      password_hash: await hashPassword(password),
      real_name: '超级管理员',
      phone: null,
      id_card_num: null,
      email: null,
      account_type: 999,
      avatar: null,
      address: null,
      signature: null,
      org_id: 0,
      pos_id: null,
      status: 1,
      must_change_password: 0,
      authorize: 1,
      wxexaminable: 1,
      last_login_time: null,
      last_login_ip: null,
    })
    .execute();
  if (!config.superAdminPassword) {
    print('='.repeat(72));
    print(`Super administrator created: account "${SUPER_ADMIN_ACCOUNT}", password "${password}"`);
    print('This password is shown once. Change it after the first sign-in.');
    print('='.repeat(72));
  }
}

/** Idempotent bootstrap: every run inserts only what is missing, keyed on codes. */
export async function bootstrapSeed(db: Kysely<DB>, config: AppConfig, print: (line: string) => void): Promise<void> {
  await seedTenant(db);
  await seedConfig(db);
  await seedDictionaries(db);
  const roleIds = await seedRoles(db);
  await seedMenus(db, roleIds);
  await seedSuperAdmin(db, config, print);
  await seedRegions(db);
}
