import { useEffect, useMemo } from 'react';
import { matchPath, useLocation, useMatches } from 'react-router';
import { useCurrentMenuRoute, useMenuRoutes } from '../menu/use-menu-routes';
import { useThemeConfig } from '../theme/theme-store';
import { type TagItem, tagKeyOf, useTagsViewStore } from '../tags-view/tags-view-store';

/** Title handle a static child route of the main layout may carry. */
export interface ShellRouteHandle {
  /** Menu-title style text (data) or an i18n key of the shell namespace prefixed with `shell:`. */
  title?: string;
  icon?: string;
}

/** The tag of the current location, registered in the tags view; null outside pages. */
export function useCurrentTag(): TagItem | null {
  const location = useLocation();
  const matches = useMatches();
  const route = useCurrentMenuRoute();
  const { routes } = useMenuRoutes();
  const { isShareTagsView, isCacheTagsView } = useThemeConfig();
  const upsert = useTagsViewStore((s) => s.upsert);
  const setAffix = useTagsViewStore((s) => s.setAffix);
  const setPersist = useTagsViewStore((s) => s.setPersist);

  useEffect(() => setPersist(isCacheTagsView), [isCacheTagsView, setPersist]);

  useEffect(() => {
    const affix = routes
      .filter((r) => r.meta?.isAffix && r.component && !r.path.includes(':'))
      .map<TagItem>((r) => ({
        key: r.path,
        routePath: r.path,
        fullPath: r.path,
        title: r.title,
        customName: null,
        icon: r.meta?.icon ?? null,
        isAffix: true,
        isKeepAlive: r.meta?.isKeepAlive ?? false,
      }));
    if (affix.length) setAffix(affix);
  }, [routes, setAffix]);

  const tag = useMemo<TagItem | null>(() => {
    const fullPath = `${location.pathname}${location.search}`;
    const query = new URLSearchParams(location.search).get('tagsViewName');
    if (route?.component) {
      const params = matchPath({ path: route.path, end: true }, location.pathname)?.params ?? {};
      return {
        key: tagKeyOf(route.path, fullPath, isShareTagsView),
        routePath: route.path,
        fullPath,
        title: route.title,
        customName: query ?? params.tagsViewName ?? null,
        icon: route.meta?.icon ?? null,
        isAffix: route.meta?.isAffix ?? false,
        isKeepAlive: route.meta?.isKeepAlive ?? false,
      };
    }
    const handle = [...matches].reverse().find((m) => (m.handle as ShellRouteHandle | undefined)?.title)?.handle as
      | ShellRouteHandle
      | undefined;
    if (!handle?.title) return null;
    return {
      key: tagKeyOf(location.pathname, fullPath, isShareTagsView),
      routePath: location.pathname,
      fullPath,
      title: handle.title,
      customName: query,
      icon: handle.icon ?? null,
      isAffix: false,
      isKeepAlive: false,
    };
  }, [route, location.pathname, location.search, matches, isShareTagsView]);

  useEffect(() => {
    if (tag) upsert(tag);
  }, [tag, upsert]);
  return tag;
}
