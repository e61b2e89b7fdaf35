import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates a menu title. Menu titles are data (the seed's Chinese texts); the shell's
 * `menuTitles` map gives their en and zh-tw forms, and any other title is shown as it is.
 */
export function useMenuTitle(): (title: string) => string {
  const { t } = useTranslation('shell');
  const map = t('menuTitles', { returnObjects: true }) as unknown;
  return useCallback(
    (title: string) => {
      const dict = map && typeof map === 'object' ? (map as Record<string, string>) : {};
      return dict[title] ?? title;
    },
    [map],
  );
}
