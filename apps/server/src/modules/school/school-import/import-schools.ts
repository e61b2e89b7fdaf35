import { isSchoolType, regionWithin, verifyPhone, verifyTelPhone } from '@meiyu/contract';
import type { AppContext } from '../../../core/app-context';
import { createdBy } from '../../../core/audit';
import type { AuthUser } from '../../../core/auth/auth-user';
import { type DataScope, scopeHasOrg } from '../../../core/data-scope';
import { recordOperation } from '../../../core/operation-log';
import type { SysOrgTable } from '../../../db/types';
import type { ColumnKey, RowReason } from '../school-texts';
import { enterPhase, type ImportJob } from './import-jobs';
import { isEmptyRow, RowCheck, type RowEnv, Unique } from './import-rows';
import type { SheetRow } from './xlsx-reader';

export interface SchoolRecord {
  row: number;
  name: string;
  code: string;
  type: string;
  parentCode: string;
  regionCode: string;
  address: string | null;
  contactPerson: string | null;
  contactPhone: string | null;
  geographicalType: string | null;
  /** Resolved against the database. */
  pid: number;
}

const ENABLED = 1;
const CODE = /^[A-Za-z0-9_.-]+$/;

/** The rules of a single row and of the file as a whole (codes, and names under one parent, are unique). */
export function checkSchoolRows(job: ImportJob, env: RowEnv, rows: SheetRow[]): SchoolRecord[] {
  const records: SchoolRecord[] = [];
  const codes = new Unique();
  const names = new Unique();
  for (const row of rows.filter((r) => !isEmptyRow(r))) {
    job.processed++;
    const c = new RowCheck(job, env, row);
    const name = c.text('schoolName', true);
    const code = c.text('schoolCode', true);
    if (code !== null && !CODE.test(code)) c.fail('schoolCode', 'orgCode');
    else codes.check(c, 'schoolCode', code);
    const type = c.dict('schoolType', true);
    const parentCode = c.text('parentCode', true);
    // The same name twice under one parent is the file's own duplicate.
    if (name !== null && parentCode !== null) names.check(c, 'schoolName', `${parentCode}\u0000${name}`);
    const regionCode = c.text('regionCode', true);
    const address = c.text('address', false);
    const contactPerson = c.text('contactPerson', false);
    const contactPhone = c.text('contactPhone', false);
    if (contactPhone !== null && !verifyPhone(contactPhone) && !verifyTelPhone(contactPhone)) {
      c.fail('contactPhone', 'phoneOrTel');
    }
    const geographicalType = c.dict('geographicalType', false);
    if (c.ok && name && code && type && parentCode && regionCode) {
      records.push({
        row: row.number,
        name,
        code,
        type,
        parentCode,
        regionCode,
        address,
        contactPerson,
        contactPhone,
        geographicalType,
        pid: 0,
      });
    }
  }
  return records;
}

/**
 * The rules of the organisations module's add(), in bulk: the parent is a live commission inside the caller's scope
 * (one outside it answers as one that does not exist), enabled; the region exists and lies inside the parent's; the
 * code is free (deleted rows too: the column is unique) and the name is free under the parent. Failing records are
 * dropped.
 */
export async function checkSchoolsAgainstDatabase(
  ctx: AppContext,
  job: ImportJob,
  env: RowEnv,
  scope: DataScope,
  records: SchoolRecord[],
  rowsByNumber: Map<number, SheetRow>,
): Promise<SchoolRecord[]> {
  if (!records.length) return records;
  const db = ctx.db;
  const fail = (rowNo: number, key: ColumnKey, reason: RowReason, args: (string | number)[] = []) =>
    new RowCheck(job, env, rowsByNumber.get(rowNo) ?? { number: rowNo, cells: [] }).fail(key, reason, args);
  const distinct = (list: string[]) => [...new Set(list)];
  const chunks = <T>(list: T[], size = 500): T[][] =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

  const parents = new Map<string, SysOrgTable>();
  for (const chunk of chunks(distinct(records.map((r) => r.parentCode)))) {
    const rows = await db
      .selectFrom('sys_org')
      .selectAll()
      .where('code', 'in', chunk)
      .where('is_delete', '=', 0)
      .execute();
    for (const p of rows) if (scopeHasOrg(scope, Number(p.id)) && !isSchoolType(p.type)) parents.set(p.code, p);
  }
  const regions = new Set<string>();
  for (const chunk of chunks(distinct(records.map((r) => r.regionCode)))) {
    const rows = await db.selectFrom('sys_region').select('code').where('code', 'in', chunk).execute();
    for (const r of rows) regions.add(r.code);
  }
  const takenCodes = new Set<string>();
  for (const chunk of chunks(records.map((r) => r.code))) {
    const rows = await db.selectFrom('sys_org').select('code').where('code', 'in', chunk).execute();
    for (const r of rows) takenCodes.add(r.code);
  }
  const takenNames = new Set<string>();
  const pids = distinct([...parents.values()].map((p) => String(p.id))).map(Number);
  for (const chunk of chunks(pids)) {
    const rows = await db
      .selectFrom('sys_org')
      .select(['pid', 'name'])
      .where('pid', 'in', chunk)
      .where('is_delete', '=', 0)
      .execute();
    for (const r of rows) takenNames.add(`${Number(r.pid)}\u0000${r.name}`);
  }

  const good: SchoolRecord[] = [];
  for (const r of records) {
    let ok = true;
    const bad = (key: ColumnKey, reason: RowReason, args: (string | number)[] = []) => {
      fail(r.row, key, reason, args);
      ok = false;
    };
    const parent = parents.get(r.parentCode);
    if (!parent) bad('parentCode', 'parentNotFound', [r.parentCode]);
    else if (parent.status !== ENABLED) bad('parentCode', 'parentDisabled', [parent.name]);
    if (!regions.has(r.regionCode)) bad('regionCode', 'regionNotFound', [r.regionCode]);
    else if (parent?.region_code && !regionWithin(r.regionCode, parent.region_code)) {
      bad('regionCode', 'regionOutside', [r.regionCode, parent.region_code]);
    }
    if (takenCodes.has(r.code)) bad('schoolCode', 'orgCodeTaken', [r.code]);
    if (parent && takenNames.has(`${Number(parent.id)}\u0000${r.name}`)) bad('schoolName', 'orgNameTaken', [r.name]);
    if (ok && parent) good.push({ ...r, pid: Number(parent.id) });
  }
  return good;
}

/**
 * Writes the schools in one transaction with one operation-log entry each (as the organisations module's add()
 * does), then drops the cached organisation tree: scopes and trees see the new schools at once.
 */
export async function writeSchools(
  ctx: AppContext,
  job: ImportJob,
  records: SchoolRecord[],
  user: AuthUser,
): Promise<number> {
  const rows: SysOrgTable[] = records.map((r) => ({
    ...createdBy(user),
    pid: r.pid,
    name: r.name,
    code: r.code,
    type: r.type,
    region_code: r.regionCode,
    order_no: 100,
    status: ENABLED,
    remark: null,
    address: r.address,
    contact_person: r.contactPerson,
    contact_phone: r.contactPhone,
    geographical_type: r.geographicalType,
  }));
  enterPhase(job, 'writing');
  await ctx.db.transaction().execute(async (trx) => {
    for (let from = 0; from < rows.length; from += 500) {
      await trx
        .insertInto('sys_org')
        .values(rows.slice(from, from + 500))
        .execute();
      job.processed = Math.min(rows.length, from + 500);
    }
    for (const row of rows) {
      await recordOperation(trx, {
        module: 'organisations',
        action: 'import',
        entity: 'sys_org',
        entityId: row.id,
        after: { ...row, jobId: job.id },
      });
    }
  });
  ctx.orgs.invalidate();
  return rows.length;
}
