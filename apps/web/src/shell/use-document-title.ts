import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useMatches } from 'react-router';
import { currentLanguage } from '@/core/i18n';
import { documentTitle } from './document-title';
import { useCurrentMenuRoute } from './menu/use-menu-routes';
import { useMenuTitle } from './menu/use-menu-title';
import { tagsViewName } from './tags-view/tags-view-name';
import { LOGIN_PATHS } from './theme/region';
import { useThemeConfig } from './theme/theme-store';

/** Route handle of static routes: an i18n key of their title. */
export interface TitleHandle {
  titleKey?: string;
}

/** Keeps document.title per the seed's rules (page title - global title; login: route meta title). */
export function useDocumentTitle(): void {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const matches = useMatches();
  const route = useCurrentMenuRoute();
  const menuTitle = useMenuTitle();
  const { globalTitle } = useThemeConfig();
  useEffect(() => {
    const handle = [...matches].reverse().find((m) => (m.handle as TitleHandle | undefined)?.titleKey)?.handle as
      | TitleHandle
      | undefined;
    let pageTitle: string | null = null;
    if (route) {
      const params = matchPath({ path: route.path, end: true }, location.pathname)?.params ?? {};
      pageTitle = tagsViewName(
        {
          query: new URLSearchParams(location.search).get('tagsViewName'),
          params: params.tagsViewName,
          title: route.title,
        },
        currentLanguage(),
        menuTitle,
      );
    } else if (handle?.titleKey) pageTitle = t(handle.titleKey);
    document.title = documentTitle({
      isLoginPath: LOGIN_PATHS.includes(location.pathname),
      loginTitle: t('login:title'),
      pageTitle,
      globalTitle: globalTitle || t('common:app.title'),
    });
  }, [matches, route, location.pathname, location.search, menuTitle, globalTitle, t]);
}
