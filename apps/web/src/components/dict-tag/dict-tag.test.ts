import { describe, expect, it } from 'vitest';
import { parseStyleSetting, tagColorOf } from './tag-style';

describe('dict tag helpers', () => {
  it('maps tag types to antd colours; none is plain text', () => {
    expect(tagColorOf('success')).toBe('success');
    expect(tagColorOf('danger')).toBe('error');
    expect(tagColorOf('info')).toBe('default');
    expect(tagColorOf('default')).toBe('processing');
    expect(tagColorOf('')).toBeNull();
    expect(tagColorOf(null)).toBeNull();
  });
  it('parses styleSetting', () => {
    expect(parseStyleSetting('color: red; font-weight: 600;')).toEqual({ color: 'red', fontWeight: '600' });
    expect(parseStyleSetting('')).toBeUndefined();
  });
});
