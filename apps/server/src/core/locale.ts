export type Locale = 'zh-cn' | 'en' | 'zh-tw';

/** Picks the first supported language of an Accept-Language header; zh-cn when none matches. */
export function localeOf(header: string | undefined | null): Locale {
  if (!header) return 'zh-cn';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: (tag ?? '').toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith('en')) return 'en';
    if (['zh-tw', 'zh-hk', 'zh-mo', 'zh-hant'].some((p) => tag.startsWith(p))) return 'zh-tw';
    if (tag.startsWith('zh')) return 'zh-cn';
  }
  return 'zh-cn';
}
