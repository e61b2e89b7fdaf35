import { z } from 'zod';
import { type AuditFields, pageInput, zId } from './common';

/** Kinds of file: each has its own size limit (sys_file_max_<kind>_mb). */
export const FILE_KINDS = ['image', 'audio', 'video', 'document'] as const;
export type FileKindCode = (typeof FILE_KINDS)[number];

export interface SysFile extends AuditFields {
  orgId: number;
  orgName: string | null;
  kind: FileKindCode;
  mime: string;
  ext: string;
  sizeBytes: number;
  originalName: string;
  storage: 'local' | 's3';
  width: number | null;
  height: number | null;
  sha256: string;
  bizType: string;
  bizId: number | null;
  remark: string | null;
  /** Signed, time-limited address of the content (supports Range); usable by <img>, <audio>, <video>. */
  url: string;
  /** Signed address of the thumbnail (pictures), or null. */
  thumbUrl: string | null;
  /** The unguessable permanent address of a public file (avatars), or null. */
  publicUrl: string | null;
}

export const filePageInput = pageInput.extend({
  originalName: z.string().max(200).nullish(),
  kind: z.enum(FILE_KINDS).nullish().catch(null),
  bizType: z.string().max(64).nullish(),
  orgId: zId().nullish(),
  startTime: z.string().max(19).nullish(),
  endTime: z.string().max(19).nullish(),
});
export type FilePageInput = z.infer<typeof filePageInput>;

/** Per-kind limits in bytes, for the upload screens to check before sending. */
export type FileLimits = Record<FileKindCode, number>;
