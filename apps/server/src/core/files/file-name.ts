/** Longest original name kept (characters). */
export const MAX_NAME_LENGTH = 200;

/**
 * The original name of an upload, kept for display and download only (storage keys never use it). A name that
 * tries to climb directories or hides control characters is refused rather than repaired: the client lied.
 * Returns null for such a name.
 */
export function cleanFileName(raw: string | null | undefined): string | null {
  const name = (raw ?? '').normalize('NFC').trim();
  if (name === '') return 'file';
  if (name.length > MAX_NAME_LENGTH) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[/\\\u0000-\u001f\u007f]/.test(name)) return null;
  if (name === '.' || name === '..') return null;
  if (/^[A-Za-z]:/.test(name)) return null;
  return name;
}

/** The name with an extension of its real type (a picture called "photo" downloads as "photo.png"). */
export function nameWithExt(name: string, ext: string, accepted: readonly string[]): string {
  const dot = name.lastIndexOf('.');
  const have = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (have === ext || accepted.includes(have)) return name;
  return `${name}.${ext}`;
}

/** A Content-Disposition header value that carries any name safely (RFC 6266 / RFC 5987). */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
