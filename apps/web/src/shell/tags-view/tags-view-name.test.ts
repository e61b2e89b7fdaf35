import { describe, expect, it } from 'vitest';
import { parseTagsViewName, tagsViewName } from './tags-view-name';

const json = JSON.stringify({ 'zh-cn': '详情', en: 'Detail', 'zh-tw': '詳情' });

describe('tags-view names', () => {
  it('picks the current locale from JSON', () => {
    expect(parseTagsViewName(json, 'en')).toBe('Detail');
    expect(parseTagsViewName(json, 'zh-tw')).toBe('詳情');
    expect(parseTagsViewName(json, 'zh-cn')).toBe('详情');
  });
  it('uses plain text as is and null when absent', () => {
    expect(parseTagsViewName('学生 42', 'en')).toBe('学生 42');
    expect(parseTagsViewName('{"en"', 'en')).toBe('{"en"');
    expect(parseTagsViewName(undefined, 'en')).toBeNull();
  });
  it('prefers query, then params, then the translated title', () => {
    expect(tagsViewName({ query: 'Q', params: 'P', title: 'T' }, 'en')).toBe('Q');
    expect(tagsViewName({ params: json, title: 'T' }, 'en')).toBe('Detail');
    expect(tagsViewName({ title: '工作台' }, 'en', () => 'Workbench')).toBe('Workbench');
  });
});
