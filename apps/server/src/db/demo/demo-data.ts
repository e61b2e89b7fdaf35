import type { Kysely } from 'kysely';
import { createdBy } from '../../core/audit';
import { hashPassword } from '../../core/crypto/password';
import { DEFAULT_TENANT_ID } from '../seed/bootstrap';
import type { DB, SysUserTable } from '../types';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_POSITION_OF,
  DEMO_POSITIONS,
  DEMO_REGION,
  type DemoOrg,
} from './demo-region';
import { seedSchoolDemo } from './demo-school';

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const GIVEN = '子涵欣怡梓萱雨桐诗涵浩然宇轩梓睿俊杰思远佳怡语嫣一诺若曦明轩天佑晨阳雅琪嘉懿可馨博文';

async function insertOrgs(db: Kysely<DB>, org: DemoOrg, pid: number, ids: Map<string, number>, order: number) {
  const row = {
    ...createdBy(null),
    pid,
    name: org.name,
    code: org.code,
    type: org.type,
    region_code: org.regionCode,
    order_no: order,
    status: 1,
    remark: null,
  };
  await db.insertInto('sys_org').values(row).execute();
  ids.set(org.code, row.id);
  let i = 0;
  for (const child of org.children ?? []) await insertOrgs(db, child, row.id, ids, 100 + i++);
}

function userRow(
  hash: string,
  fields: Partial<SysUserTable> & Pick<SysUserTable, 'account' | 'real_name' | 'org_id'>,
): SysUserTable {
  return {
    ...createdBy(null),
    tenant_id: DEFAULT_TENANT_ID,
    password_hash: hash,
    phone: null,
    id_card_num: null,
    email: null,
    account_type: 777,
    avatar: null,
    address: null,
    signature: null,
    pos_id: null,
    status: 1,
    must_change_password: 0,
    authorize: 0,
    wxexaminable: 0,
    last_login_time: null,
    last_login_ip: null,
    gender: null,
    remark: null,
    ...fields,
  };
}

/** Makes `count` student accounts spread over the demo schools (all with one shared demo hash). */
export async function generateStudents(db: Kysely<DB>, count: number, startAt = 1): Promise<void> {
  const schools = await db
    .selectFrom('sys_org')
    .select(['id'])
    .where('type', 'like', '2%')
    .where('is_delete', '=', 0)
    .execute();
  const role = await db.selectFrom('sys_role').select('id').where('code', '=', 'student').executeTakeFirstOrThrow();
  if (!schools.length) throw new Error('no schools: run the demo data first');
  const hash = await hashPassword(DEMO_PASSWORD);
  const batch = 500;
  for (let i = 0; i < count; i += batch) {
    const rows: SysUserTable[] = [];
    for (let j = i; j < Math.min(count, i + batch); j++) {
      const n = startAt + j;
      const name = SURNAMES[n % SURNAMES.length]! + GIVEN[(n * 7) % GIVEN.length]! + GIVEN[(n * 13) % GIVEN.length]!;
      rows.push(
        userRow(hash, {
          account: `stu${String(n).padStart(7, '0')}`,
          real_name: name,
          org_id: schools[n % schools.length]!.id,
        }),
      );
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_user').values(rows).execute();
      await trx
        .insertInto('sys_user_role')
        .values(rows.map((r) => ({ user_id: r.id, role_id: role.id })))
        .execute();
    });
  }
}

/** On an empty database: the demo region, one account per role and some students. Idempotent. */
export async function seedDemoData(db: Kysely<DB>, students = 2000): Promise<boolean> {
  const exists = await db.selectFrom('sys_org').select('id').where('code', '=', DEMO_REGION.code).executeTakeFirst();
  if (exists) return false;
  const ids = new Map<string, number>();
  await insertOrgs(db, DEMO_REGION, 0, ids, 100);
  const roles = new Map((await db.selectFrom('sys_role').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));
  const hash = await hashPassword(DEMO_PASSWORD);
  const positions = new Map<string, number>();
  for (const [i, p] of DEMO_POSITIONS.entries()) {
    const row = { ...createdBy(null), code: p.code, name: p.name, order_no: 100 + i * 10, status: 1, remark: null };
    await db.insertInto('sys_pos').values(row).execute();
    positions.set(p.code, row.id);
  }
  for (const a of DEMO_ACCOUNTS) {
    const row = userRow(hash, {
      account: a.account,
      real_name: a.realName,
      org_id: ids.get(a.org)!,
      account_type: a.accountType,
      phone: a.phone,
      authorize: a.role === 'school_admin' ? 1 : 0,
      pos_id: positions.get(DEMO_POSITION_OF[a.account] ?? '') ?? null,
    });
    await db.insertInto('sys_user').values(row).execute();
    await db
      .insertInto('sys_user_role')
      .values({ user_id: row.id, role_id: roles.get(a.role)! })
      .execute();
  }
  await generateStudents(db, students);
  await seedSchoolDemo(db);
  return true;
}
