export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** Client-side check before sending (the server checks the bytes again): an image of at most 2 MB. */
export function avatarFileError(file: { type: string; size: number }): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}
