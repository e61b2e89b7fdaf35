import type { FileKindCode, FileLimits, FilePageInput, PageResult, SysFile } from '@meiyu/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/app-context';
import { auditFields } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { type DataScope, dataScopeOf, scopeHasOrg } from '../../core/data-scope';
import { AppError } from '../../core/errors';
import { contentDisposition } from '../../core/files/file-name';
import { parseRange } from '../../core/files/file-service';
import { offsetOf, pageResult } from '../../core/paging';
import { contains } from '../../core/sql-helpers';
import type { SysFileTable } from '../../db/types';

type FileRow = SysFileTable & { org_name: string | null };

export class FilesService {
  constructor(private readonly ctx: AppContext) {}

  toSysFile(row: FileRow): SysFile {
    const files = this.ctx.files;
    return {
      ...auditFields(row),
      orgId: row.org_id,
      orgName: row.org_name,
      kind: row.kind as FileKindCode,
      mime: row.mime,
      ext: row.ext,
      sizeBytes: Number(row.size_bytes),
      originalName: row.original_name,
      storage: row.storage as 'local' | 's3',
      width: row.width,
      height: row.height,
      sha256: row.sha256,
      bizType: row.biz_type,
      bizId: row.biz_id,
      remark: row.remark,
      url: files.signedUrl(row.id),
      thumbUrl: row.thumb_key
        ? files.signedUrl(row.id, 'thumb')
        : row.kind === 'image'
          ? files.signedUrl(row.id)
          : null,
      publicUrl: files.publicUrl(row),
    };
  }

  private query(scope: DataScope) {
    let q = this.ctx.db
      .selectFrom('sys_file as f')
      .leftJoin('sys_org as o', 'o.id', 'f.org_id')
      .where('f.is_delete', '=', 0);
    if (scope.kind === 'orgs') q = q.where('f.org_id', 'in', scope.orgIds);
    else if (scope.kind === 'self') q = q.where('f.create_user_id', '=', scope.userId);
    return q;
  }

  async page(user: AuthUser, input: FilePageInput): Promise<PageResult<SysFile>> {
    const scope = await dataScopeOf(this.ctx.db, this.ctx.orgs, user);
    let q = this.query(scope);
    if (input.originalName?.trim()) q = q.where(contains('f.original_name', input.originalName.trim()));
    if (input.kind) q = q.where('f.kind', '=', input.kind);
    if (input.bizType?.trim()) q = q.where('f.biz_type', '=', input.bizType.trim());
    if (input.orgId) q = q.where('f.org_id', '=', input.orgId);
    if (input.startTime) q = q.where('f.create_time', '>=', input.startTime);
    if (input.endTime) q = q.where('f.create_time', '<=', endOfDay(input.endTime));
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll('f')
      .select('o.name as org_name')
      .orderBy('f.create_time', 'desc')
      .orderBy('f.id', 'desc')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(
      input,
      total,
      rows.map((r) => this.toSysFile(r)),
    );
  }

  /** A file in the caller's scope; outside it, exactly as if it did not exist. */
  async visible(user: AuthUser, id: number): Promise<FileRow> {
    const scope = await dataScopeOf(this.ctx.db, this.ctx.orgs, user);
    const row = await this.query(scope)
      .selectAll('f')
      .select('o.name as org_name')
      .where('f.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('D8005');
    return row;
  }

  async detail(user: AuthUser, id: number): Promise<SysFile> {
    return this.toSysFile(await this.visible(user, id));
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const row = await this.visible(user, id);
    const { org_name: _, ...file } = row;
    await this.ctx.files.remove(file, user);
  }

  /** The organisation an upload belongs to: the caller's own, or one inside its scope. */
  async uploadOrg(user: AuthUser, orgId: number | null): Promise<number> {
    if (!orgId || orgId === user.orgId) return user.orgId;
    const scope = await dataScopeOf(this.ctx.db, this.ctx.orgs, user);
    if (!scopeHasOrg(scope, orgId)) throw new AppError('D7002');
    return orgId;
  }

  async limits(): Promise<FileLimits> {
    const files = this.ctx.files;
    return {
      image: await files.limitOf('image'),
      audio: await files.limitOf('audio'),
      video: await files.limitOf('video'),
      document: await files.limitOf('document'),
    };
  }

  /**
   * Sends a file or its thumbnail with byte ranges (206 Partial Content, 416 past the end), so audio and video
   * elements can seek.
   */
  async send(
    reply: FastifyReply,
    row: SysFileTable,
    variant: 'file' | 'thumb',
    rangeHeader: string | undefined,
    download: boolean,
    cacheControl = 'private, max-age=3600',
  ): Promise<FastifyReply> {
    const thumb = variant === 'thumb' && row.thumb_key;
    const key = thumb ? row.thumb_key! : row.storage_key;
    const mime = thumb ? 'image/webp' : row.mime;
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(row.original_name, !download))
      .header('cache-control', cacheControl)
      .header('etag', `"${row.sha256.slice(0, 32)}${thumb ? '-t' : ''}"`)
      .type(mime);
    if (thumb) {
      return reply.send(await this.ctx.files.read(row, key));
    }
    const size = Number(row.size_bytes);
    reply.header('accept-ranges', 'bytes');
    const range = parseRange(rangeHeader, size);
    if (range.kind === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${size}`).send();
    }
    if (range.kind === 'range') {
      const { start, end } = range.range;
      reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', end - start + 1);
      return reply.send(await this.ctx.files.read(row, key, range.range));
    }
    reply.header('content-length', size);
    return reply.send(await this.ctx.files.read(row, key));
  }
}

/** A date-only upper bound includes the whole day. */
export function endOfDay(text: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} 23:59:59` : text;
}
