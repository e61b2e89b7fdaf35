import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileError } from './avatar-rules';

describe('avatarFileError', () => {
  it('accepts an image of at most 2 MB', () => {
    expect(avatarFileError({ type: 'image/png', size: 1024 })).toBeNull();
    expect(avatarFileError({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
  });
  it('refuses other files and larger images', () => {
    expect(avatarFileError({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(avatarFileError({ type: '', size: 10 })).toBe('notImage');
    expect(avatarFileError({ type: 'image/webp', size: AVATAR_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
