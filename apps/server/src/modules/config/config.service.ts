import type { ConfigInput, ConfigPageInput, PageResult, SysConfig } from '@meiyu/contract';
import type { AppContext } from '../../core/app-context';
import { auditFields, createdBy, softDeletedBy, updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { AppError } from '../../core/errors';
import { recordOperation } from '../../core/operation-log';
import { offsetOf, pageResult } from '../../core/paging';
import { contains } from '../../core/sql-helpers';
import type { SysConfigTable } from '../../db/types';

const OP = { module: 'config', entity: 'sys_config' } as const;

/** Parameters the code reads as booleans: stored as upstream's True / False. */
const BOOLEAN_CODES = new Set([
  'sys_captcha',
  'sys_second_ver',
  'sys_watermark',
  'sys_single_login',
  'sys_oplog',
  'sys_demo',
]);

/** Parameters the code reads as whole numbers, with their smallest allowed value. */
const INTEGER_CODES: Record<string, number> = {
  sys_token_expire: 1,
  sys_refresh_token_expire: 1,
  sys_log_retention_days: 180,
  sys_file_max_image_mb: 1,
  sys_file_max_audio_mb: 1,
  sys_file_max_video_mb: 1,
  sys_file_max_document_mb: 1,
};

/** The stored form of a value, or an error when a typed parameter gets a value of the wrong type. */
export function normaliseValue(code: string, value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  if (BOOLEAN_CODES.has(code)) {
    if (/^(true|1)$/i.test(v)) return 'True';
    if (/^(false|0)$/i.test(v)) return 'False';
    throw new AppError('D9003');
  }
  const min = INTEGER_CODES[code];
  if (min !== undefined) {
    if (!/^\d{1,9}$/.test(v) || Number(v) < min) throw new AppError('D9003');
    return String(Number(v));
  }
  return value ?? null;
}

export const toSysConfig = (r: SysConfigTable): SysConfig => ({
  ...auditFields(r),
  name: r.name,
  code: r.code,
  value: r.value,
  sysFlag: r.sys_flag === 1,
  groupCode: r.group_code,
  orderNo: r.order_no,
  remark: r.remark,
});

/** System parameters: the screen's CRUD; every change is logged and reaches ctx.settings at once. */
export class ConfigService {
  constructor(private readonly ctx: AppContext) {}

  private rows() {
    return this.ctx.db.selectFrom('sys_config').where('is_delete', '=', 0);
  }

  async page(input: ConfigPageInput): Promise<PageResult<SysConfig>> {
    let q = this.rows();
    if (input.name?.trim()) q = q.where(contains('name', input.name.trim()));
    if (input.code?.trim()) q = q.where(contains('code', input.code.trim()));
    if (input.groupCode?.trim()) q = q.where('group_code', '=', input.groupCode.trim());
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll()
      .orderBy('group_code')
      .orderBy('order_no')
      .orderBy('code')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(input, total, rows.map(toSysConfig));
  }

  async list(groupCode?: string | null): Promise<SysConfig[]> {
    let q = this.rows();
    if (groupCode?.trim()) q = q.where('group_code', '=', groupCode.trim());
    return (await q.selectAll().orderBy('group_code').orderBy('order_no').orderBy('code').execute()).map(toSysConfig);
  }

  async groups(): Promise<string[]> {
    const rows = await this.rows().select('group_code').distinct().orderBy('group_code').execute();
    return rows.map((r) => r.group_code);
  }

  async detail(id: number): Promise<SysConfig | null> {
    const row = await this.rows().selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toSysConfig(row) : null;
  }

  private async taken(input: ConfigInput, exceptId?: number): Promise<boolean> {
    let q = this.rows()
      .select('id')
      .where((eb) => eb.or([eb('code', '=', input.code), eb('name', '=', input.name)]));
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }

  async add(input: ConfigInput, user: AuthUser): Promise<void> {
    if (await this.taken(input)) throw new AppError('D9001');
    const value = normaliseValue(input.code, input.value);
    const row: SysConfigTable = {
      ...createdBy(user),
      name: input.name,
      code: input.code,
      value,
      // Parameters added on the screen are the product's own; only the seed makes system parameters.
      sys_flag: 0,
      group_code: input.groupCode?.trim() || 'Default',
      order_no: input.orderNo,
      remark: input.remark ?? null,
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_config').values(row).execute();
      await recordOperation(trx, { ...OP, action: 'add', entityId: row.id, after: row });
    });
    await this.ctx.settings.reload();
  }

  async update(input: ConfigInput & { id: number }, user: AuthUser): Promise<void> {
    const before = await this.rows().selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!before) throw new AppError('D9000');
    if (before.sys_flag === 1 && before.code !== input.code) throw new AppError('D9004');
    if (await this.taken(input, input.id)) throw new AppError('D9001');
    const value = normaliseValue(input.code, input.value);
    const changes = {
      ...updatedBy(user),
      name: input.name,
      code: input.code,
      value,
      group_code: input.groupCode?.trim() || before.group_code,
      order_no: input.orderNo,
      remark: input.remark ?? null,
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_config').set(changes).where('id', '=', input.id).execute();
      await recordOperation(trx, {
        ...OP,
        action: 'update',
        entityId: input.id,
        before,
        after: { ...before, ...changes },
      });
    });
    await this.ctx.settings.reload();
  }

  async delete(id: number, user: AuthUser): Promise<void> {
    const before = await this.rows().selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new AppError('D9000');
    if (before.sys_flag === 1) throw new AppError('D9002');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_config').set(softDeletedBy(user)).where('id', '=', id).execute();
      await recordOperation(trx, { ...OP, action: 'delete', entityId: id, before });
    });
    await this.ctx.settings.reload();
  }
}
