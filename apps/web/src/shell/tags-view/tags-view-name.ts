/** Languages a tags-view name may carry. */
const LOCALES = ['zh-cn', 'en', 'zh-tw'] as const;

/**
 * Parses a `tagsViewName` from the query or params: JSON of per-locale names
 * ({"zh-cn": "…", "en": "…", "zh-tw": "…"}) gives the current locale's; any other text is used as is.
 */
export function parseTagsViewName(raw: string | null | undefined, lng: string): string | null {
  if (!raw) return null;
  if (LOCALES.some((l) => raw.includes(`"${l}"`))) {
    try {
      const names = JSON.parse(raw) as Record<string, unknown>;
      const picked = names[lng] ?? names.en ?? names['zh-cn'];
      if (typeof picked === 'string') return picked;
    } catch {
      // not JSON after all: shown as given
    }
  }
  return raw;
}

/** The tag's name: a custom name from the query or params, otherwise the translated menu title. */
export function tagsViewName(
  input: { query?: string | null; params?: string | null; title: string },
  lng: string,
  translate: (title: string) => string = (t) => t,
): string {
  return parseTagsViewName(input.query, lng) ?? parseTagsViewName(input.params, lng) ?? translate(input.title);
}
