import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** An inclusive byte range. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where file bytes live. Keys are ours ('2025/03/01/<id>.png'), never a client's name. */
export interface FileStorage {
  readonly name: 'local' | 's3';
  /** Stores a complete file from a local path (the upload's temp file, consumed). */
  putFile(key: string, path: string, size: number, mime: string): Promise<void>;
  putBuffer(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** The bytes, or a range of them. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/._-]{0,250}$/;

function checkKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key ${key}`);
}

/** The data folder: files/<key>; renames inside one file system make a file appear complete or not at all. */
export class LocalStorage implements FileStorage {
  readonly name = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    checkKey(key);
    const p = resolve(this.root, key);
    if (!p.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return p;
  }

  async putFile(key: string, path: string): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    await rename(path, target);
  }

  async putBuffer(key: string, bytes: Buffer): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.part`;
    await writeFile(tmp, bytes);
    await rename(tmp, target);
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const p = this.path(key);
    await stat(p);
    return createReadStream(p, range ? { start: range.start, end: range.end } : {});
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

export interface S3Settings {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket. */
  prefix: string;
}

/** An S3-compatible object store (AWS S3, MinIO, OSS in S3 mode). The SDK is loaded only when configured. */
export class S3Storage implements FileStorage {
  readonly name = 's3' as const;
  private client: Promise<typeof import('@aws-sdk/client-s3') & { s3: import('@aws-sdk/client-s3').S3Client }>;

  constructor(private readonly settings: S3Settings) {
    this.client = import('@aws-sdk/client-s3').then((sdk) => ({
      ...sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        forcePathStyle: settings.forcePathStyle,
        // Checksums only where S3 requires them: the default streams uploads as aws-chunked with trailing
        // checksums, which many S3-compatible stores (older MinIO, OSS, s3rver) store verbatim.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
    }));
  }

  private key(key: string): string {
    checkKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async putFile(key: string, path: string, size: number, mime: string): Promise<void> {
    const { s3, PutObjectCommand } = await this.client;
    await s3.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(key),
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: mime,
      }),
    );
    await rm(path, { force: true });
  }

  async putBuffer(key: string, bytes: Buffer, mime: string): Promise<void> {
    const { s3, PutObjectCommand } = await this.client;
    await s3.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key), Body: bytes, ContentType: mime }),
    );
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const { s3, GetObjectCommand } = await this.client;
    const out = await s3.send(
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return out.Body as Readable;
  }

  async exists(key: string): Promise<boolean> {
    const { s3, HeadObjectCommand } = await this.client;
    try {
      await s3.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    const { s3, DeleteObjectCommand } = await this.client;
    await s3.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
  }
}

/** The temp folder of uploads in progress: inside the local root, so the final rename never crosses devices. */
export const tempDirOf = (dataDir: string) => join(dataDir, 'files', '.tmp');
