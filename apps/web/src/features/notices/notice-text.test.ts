import { describe, expect, it } from 'vitest';
import { noticeText } from './notice-text';

describe('noticeText', () => {
  it('keeps text and line breaks, drops markup', () => {
    expect(noticeText('<p>第一段</p><p>第二段<br/>换行</p>')).toBe('第一段\n第二段\n换行');
    expect(noticeText('<script>alert(1)</script>安全')).toBe('alert(1)安全');
    expect(noticeText('a &lt;b&gt; &amp; c')).toBe('a <b> & c');
  });
});
