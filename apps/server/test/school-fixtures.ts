import { crc32 } from 'node:zlib';
import { PassThrough } from 'node:stream';
import type { ImportKind, ImportProgress } from '@meiyu/contract';
import ExcelJS from 'exceljs';
import { createdBy } from '../src/core/audit';
import { hashPassword } from '../src/core/crypto/password';
import { DEFAULT_TENANT_ID } from '../src/db/seed/bootstrap';
import { orgIdOf, roleIdOf, upload } from './platform-helpers';
import { DEMO_PASSWORD, type TestApp } from './test-app';

export type CellInput = string | number | null | { formula: string; result?: string | number };

/** An xlsx workbook with one sheet of the given rows (the first row is the header). */
export async function xlsxOf(rows: CellInput[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A large xlsx written by exceljs's streaming writer (the way a big export is made), header plus `count` rows. */
export async function bigXlsx(header: string[], count: number, row: (i: number) => CellInput[]): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((res) => stream.on('end', res));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true, useStyles: false });
  const ws = wb.addWorksheet('data');
  ws.addRow(header).commit();
  for (let i = 0; i < count; i++) ws.addRow(row(i)).commit();
  ws.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

/** Reads an xlsx's first sheet back as rows of text (for export checks). */
export async function rowsOf(bytes: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0]!;
  const out: string[][] = [];
  ws.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    out.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return out;
}

/** A school admin of another school, made straight in the database (the system user screens are another module). */
export async function createSchoolAdmin(t: TestApp, orgCode: string, account: string): Promise<number> {
  const db = t.app.ctx.db;
  const row = {
    ...createdBy(null),
    tenant_id: DEFAULT_TENANT_ID,
    account,
    password_hash: await hashPassword(DEMO_PASSWORD),
    real_name: `${account}管理员`,
    phone: null,
    id_card_num: null,
    email: null,
    account_type: 777,
    avatar: null,
    address: null,
    signature: null,
    org_id: await orgIdOf(t, orgCode),
    pos_id: null,
    status: 1,
    must_change_password: 0,
    authorize: 1,
    wxexaminable: 0,
    last_login_time: null,
    last_login_ip: null,
    gender: null,
    remark: null,
  };
  await db.insertInto('sys_user').values(row).execute();
  await db
    .insertInto('sys_user_role')
    .values({ user_id: row.id, role_id: await roleIdOf(t, 'school_admin') })
    .execute();
  return row.id;
}

/** Starts an import and returns the upload's envelope. */
export async function startImport(
  t: TestApp,
  token: string,
  kind: ImportKind,
  bytes: Buffer,
  fields: Record<string, string> = {},
  lang = 'zh-cn',
): Promise<{ code: number; message: string; result: { jobId: string } | null }> {
  const res = await upload(
    t,
    `/api/schoolImport/upload?kind=${kind}`,
    token,
    { name: 'upload.xlsx', bytes, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    fields,
    lang,
  );
  return res.json();
}

/** Polls an import job until it has finished. */
export async function waitImport(t: TestApp, token: string, jobId: string, lang = 'zh-cn'): Promise<ImportProgress> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { body } = await t.call<ImportProgress>({
      url: '/api/schoolImport/progress',
      token,
      query: { jobId },
      lang,
    });
    if (body.code !== 200) throw new Error(`progress: ${body.message}`);
    if (body.result.finishedAt) return body.result;
    if (Date.now() > deadline) throw new Error('import did not finish');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Imports a file and waits for the result; throws when the upload itself is refused. */
export async function runImport(
  t: TestApp,
  token: string,
  kind: ImportKind,
  bytes: Buffer,
  fields: Record<string, string> = {},
  lang = 'zh-cn',
): Promise<ImportProgress> {
  const started = await startImport(t, token, kind, bytes, fields, lang);
  if (started.code !== 200 || !started.result) throw new Error(`upload refused: ${started.message}`);
  return waitImport(t, token, started.result.jobId, lang);
}

/** Valid 18-character ID card numbers (correct check digit), distinct for every n below 3 000 000. */
export function idCardOf(n: number): string {
  const birth = new Date(Date.UTC(2010, 0, 1) + (n % 3000) * 86_400_000);
  const date = `${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}`;
  const first17 = `520102${date}${String(Math.floor(n / 3000) % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * weights[i]!;
  return first17 + '10X98765432'[sum % 11];
}

/** A ZIP archive of stored (uncompressed) files: a ZIP that is not an xlsx. */
export function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
