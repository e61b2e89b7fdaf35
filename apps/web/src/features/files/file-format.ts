import type { FileKindCode } from '@meiyu/contract';

/** A byte count for people: 1.5 MB, 320 KB, 12 B. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v >= 100 ? Math.round(v) : Number(v.toFixed(1))} ${units[i]}`;
}

/** The kind a browser-declared type or name suggests, to check the size before sending (the server decides). */
export function guessKind(file: { type: string; name: string }): FileKindCode | null {
  const t = file.type.toLowerCase();
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (t.startsWith('image/') || ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext)) return 'image';
  if (t.startsWith('audio/') || ['mp3', 'wav', 'ogg', 'm4a', 'flac', 'aac'].includes(ext)) return 'audio';
  if (t.startsWith('video/') || ['mp4', 'webm', 'mov', 'm4v'].includes(ext)) return 'video';
  if (['pdf', 'docx', 'xlsx', 'pptx'].includes(ext)) return 'document';
  return null;
}

/** What the file picker offers. */
export const ACCEPT = [
  'image/png,image/jpeg,image/gif,image/webp',
  'audio/mpeg,audio/wav,audio/ogg,audio/mp4,audio/flac,.m4a',
  'video/mp4,video/webm,video/quicktime',
  'application/pdf,.docx,.xlsx,.pptx',
].join(',');
