import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { DB, SysFileTable } from '../../db/types';
import { createdBy } from '../audit';
import type { AuthUser } from '../auth/auth-user';
import { AppError } from '../errors';
import { randomToken } from '../ids';
import { recordOperation } from '../operation-log';
import type { Settings } from '../settings';
import { cleanFileName, nameWithExt } from './file-name';
import {
  extsOf,
  type FileKind,
  nameContradicts,
  officeTypeOf,
  SNIFF_BYTES,
  type SniffedType,
  sniffType,
  zipEntryNames,
} from './sniff';
import { type ByteRange, type FileStorage, LocalStorage, S3Storage, tempDirOf } from './storage';
import { BrokenPictureError, describePicture } from './thumbnails';

/** Per-kind upload limits: the sys_config parameter (megabytes) and its default. */
export const KIND_LIMITS: Record<FileKind, { code: string; defaultMb: number }> = {
  image: { code: 'sys_file_max_image_mb', defaultMb: 10 },
  audio: { code: 'sys_file_max_audio_mb', defaultMb: 50 },
  video: { code: 'sys_file_max_video_mb', defaultMb: 500 },
  document: { code: 'sys_file_max_document_mb', defaultMb: 20 },
};

const MB = 1024 * 1024;
/** Signed content URLs last at least this long; expiry is rounded up to the hour so URLs stay cacheable. */
const URL_TTL_MS = 6 * 3600_000;

/** An upload streamed to a temp file and checked, not yet stored. */
export interface ReceivedFile {
  tmpPath: string;
  size: number;
  sha256: string;
  type: SniffedType;
  name: string;
}

export interface ReceiveOptions {
  /** Kinds the caller accepts (default: all). */
  kinds?: readonly FileKind[];
  /** A tighter limit than the kind's (bytes), e.g. 2 MB for avatars. */
  maxBytes?: number;
}

export interface StoreMeta {
  user: AuthUser | null;
  orgId: number;
  bizType: string;
  bizId?: number | null;
  remark?: string | null;
  /** Served without a token at an unguessable address (avatars). */
  isPublic?: boolean;
}

/** A parsed Range header: a satisfiable range, none (send all), or unsatisfiable (416). */
export type RangeRequest = { kind: 'none' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/** RFC 9110 byte ranges; a single range only (several are answered with the whole file, which is allowed). */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'none' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'none' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'none' };
  return { kind: 'range', range: { start, end } };
}

/**
 * Files of every module: uploads are streamed to a temp file, checked by content, then moved into storage
 * before their row is written, so a row never points at a partial file.
 */
export class FileService {
  readonly local: LocalStorage;
  readonly s3: S3Storage | null;
  private readonly urlKey: Buffer;
  private readonly tempDir: string;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly settings: Settings,
    config: AppConfig,
  ) {
    this.local = new LocalStorage(join(config.dataDir, 'files'));
    this.s3 = config.s3 ? new S3Storage(config.s3) : null;
    this.tempDir = tempDirOf(config.dataDir);
    this.urlKey = createHmac('sha256', config.jwtSecret).update('meiyu-file-url').digest();
  }

  /** Where new files go: the object store when configured, else the data folder. */
  get primary(): FileStorage {
    return this.s3 ?? this.local;
  }

  storageOf(row: Pick<SysFileTable, 'storage'>): FileStorage {
    if (row.storage === 's3') {
      if (!this.s3) throw new Error('file stored in S3 but S3 is not configured');
      return this.s3;
    }
    return this.local;
  }

  async limitOf(kind: FileKind): Promise<number> {
    const { code, defaultMb } = KIND_LIMITS[kind];
    return (await this.settings.int(code, defaultMb)) * MB;
  }

  /** Streams an upload to a temp file, deciding its type from its first bytes and enforcing its kind's limit. */
  async receive(stream: Readable & { truncated?: boolean }, rawName: string, opts: ReceiveOptions = {}) {
    const name = cleanFileName(rawName);
    if (name === null) {
      stream.resume();
      throw new AppError('D8003');
    }
    const limits: Record<FileKind, number> = {
      image: await this.limitOf('image'),
      audio: await this.limitOf('audio'),
      video: await this.limitOf('video'),
      document: await this.limitOf('document'),
    };
    await mkdir(this.tempDir, { recursive: true });
    const tmpPath = join(this.tempDir, `${randomToken(12)}.part`);
    const hash = createHash('sha256');
    let size = 0;
    let head: Buffer[] = [];
    let headLen = 0;
    let type: SniffedType | 'zip' | null | undefined;
    let limit = opts.maxBytes ?? Math.max(...Object.values(limits));

    const decide = (): AppError | null => {
      type = sniffType(Buffer.concat(head));
      head = [];
      if (type === null) return new AppError('D8000');
      const kind: FileKind = type === 'zip' ? 'document' : type.kind;
      if (opts.kinds && !opts.kinds.includes(kind)) return new AppError('D8000');
      limit = Math.min(limit, limits[kind]);
      return null;
    };

    const check = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        hash.update(chunk);
        if (type === undefined) {
          head.push(chunk);
          headLen += chunk.length;
          if (headLen >= SNIFF_BYTES) {
            const err = decide();
            if (err) return done(err);
          }
        }
        if (size > limit) return done(new AppError('D8001'));
        done(null, chunk);
      },
      flush(done) {
        if (type === undefined && size > 0) {
          const err = decide();
          if (err) return done(err);
        }
        done();
      },
    });

    try {
      await pipeline(stream, check, createWriteStream(tmpPath));
      if (stream.truncated) throw new AppError('D8001');
      if (size === 0) throw new AppError('D8004');
      let sniffed = type as SniffedType | 'zip';
      if (sniffed === 'zip') {
        const office = officeTypeOf(zipEntryNames(await readTail(tmpPath, size)));
        if (!office || (opts.kinds && !opts.kinds.includes(office.kind))) throw new AppError('D8000');
        sniffed = office;
      }
      if (nameContradicts(name, sniffed)) throw new AppError('D8002');
      return {
        tmpPath,
        size,
        sha256: hash.digest('hex'),
        type: sniffed,
        name: nameWithExt(name, sniffed.ext, extsOf(sniffed)),
      } satisfies ReceivedFile;
    } catch (err) {
      stream.resume();
      await rm(tmpPath, { force: true });
      throw err;
    }
  }

  /** Moves a received file into storage (with a thumbnail for pictures), then writes its row and operation log. */
  async store(file: ReceivedFile, meta: StoreMeta): Promise<SysFileTable> {
    let width: number | null = null;
    let height: number | null = null;
    let thumb: Buffer | null = null;
    try {
      if (file.type.kind === 'image') {
        const info = await describePicture(file.tmpPath);
        if (info) ({ width, height, thumb } = info);
      }
    } catch (err) {
      await rm(file.tmpPath, { force: true });
      if (err instanceof BrokenPictureError) throw new AppError('D8000');
      throw err;
    }
    const base = createdBy(meta.user);
    const day = base.create_time!.slice(0, 10).replace(/-/g, '/');
    const key = `${day}/${base.id}.${file.type.ext}`;
    const thumbKey = thumb ? `${day}/${base.id}.thumb.webp` : null;
    const storage = this.primary;
    try {
      await storage.putFile(key, file.tmpPath, file.size, file.type.mime);
      if (thumb && thumbKey) await storage.putBuffer(thumbKey, thumb, 'image/webp');
    } catch (err) {
      await rm(file.tmpPath, { force: true });
      await storage.delete(key).catch(() => undefined);
      throw err;
    }
    const row: SysFileTable = {
      ...base,
      tenant_id: meta.user?.tenantId ?? null,
      org_id: meta.orgId,
      kind: file.type.kind,
      mime: file.type.mime,
      ext: file.type.ext,
      size_bytes: file.size,
      original_name: file.name,
      storage: storage.name,
      storage_key: key,
      thumb_key: thumbKey,
      width,
      height,
      sha256: file.sha256,
      public_key: meta.isPublic ? randomToken(18).replace(/[^A-Za-z0-9]/g, 'x') : null,
      biz_type: meta.bizType,
      biz_id: meta.bizId ?? null,
      remark: meta.remark ?? null,
    };
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('sys_file').values(row).execute();
        await recordOperation(trx, {
          module: 'files',
          action: 'upload',
          entity: 'sys_file',
          entityId: row.id,
          after: row,
        });
      });
    } catch (err) {
      await storage.delete(key).catch(() => undefined);
      if (thumbKey) await storage.delete(thumbKey).catch(() => undefined);
      throw err;
    }
    return row;
  }

  /** Receive and store in one call, for a module's own upload route. */
  async upload(
    stream: Readable & { truncated?: boolean },
    rawName: string,
    meta: StoreMeta,
    opts: ReceiveOptions = {},
  ): Promise<SysFileTable> {
    return this.store(await this.receive(stream, rawName, opts), meta);
  }

  byId(id: number) {
    return this.db
      .selectFrom('sys_file')
      .selectAll()
      .where('id', '=', id)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
  }

  byPublicKey(key: string) {
    return this.db
      .selectFrom('sys_file')
      .selectAll()
      .where('public_key', '=', key)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
  }

  /** Soft-deletes the row (with its operation log), then removes the bytes. */
  async remove(row: SysFileTable, user: AuthUser | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_file')
        .set({
          is_delete: 1,
          update_time: createdBy(user).create_time,
          update_user_id: user?.userId ?? null,
          update_user_name: user?.realName ?? null,
        })
        .where('id', '=', row.id)
        .execute();
      await recordOperation(trx, {
        module: 'files',
        action: 'delete',
        entity: 'sys_file',
        entityId: row.id,
        before: row,
      });
    });
    const storage = this.storageOf(row);
    await storage.delete(row.storage_key).catch(() => undefined);
    if (row.thumb_key) await storage.delete(row.thumb_key).catch(() => undefined);
  }

  private sign(id: number, variant: string, exp: number): string {
    return createHmac('sha256', this.urlKey).update(`${id}.${variant}.${exp}`).digest('base64url').slice(0, 32);
  }

  /** A time-limited address of a file's content (media elements cannot send the Authorization header). */
  signedUrl(id: number, variant: 'file' | 'thumb' = 'file', now = Date.now()): string {
    const exp = Math.ceil((now + URL_TTL_MS) / 3600_000) * 3600;
    const v = variant === 'thumb' ? '&v=thumb' : '';
    return `/api/sysFile/content/${id}?exp=${exp}${v}&sig=${this.sign(id, variant, exp)}`;
  }

  verifySignature(id: number, variant: 'file' | 'thumb', exp: number, sig: string, now = Date.now()): boolean {
    if (!Number.isFinite(exp) || exp * 1000 < now) return false;
    const want = Buffer.from(this.sign(id, variant, exp));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  publicUrl(row: Pick<SysFileTable, 'public_key' | 'ext'>): string | null {
    return row.public_key ? `/api/sysFile/public/${row.public_key}.${row.ext}` : null;
  }

  read(row: SysFileTable, key: string, range?: ByteRange): Promise<Readable> {
    return this.storageOf(row).read(key, range);
  }
}

async function readTail(path: string, size: number): Promise<Buffer> {
  const length = Math.min(size, 4 * MB);
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(length);
    await fh.read(buf, 0, length, size - length);
    return buf;
  } finally {
    await fh.close();
  }
}
