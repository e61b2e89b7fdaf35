import type { MenuOutput } from '@meiyu/contract';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '@/core/session-store';
import { findMenuRoute, type MenuRoute, menusToRoutes, visibleMenuTree } from './menu-routes';

/** Fallback path of the personal centre when the menu has none (e.g. students). */
export const PERSONAL_CENTER_FALLBACK = '/personal/center';
/** Fallback path of the notification centre when the menu has none. */
export const NOTICE_CENTER_FALLBACK = '/notice/center';
export const PERSONAL_CENTER_COMPONENT = '/system/user/center';

/** The signed-in user's menu as routes and as a display tree. */
export function useMenuRoutes(): { menus: MenuOutput[]; tree: MenuOutput[]; routes: MenuRoute[] } {
  const menus = useSessionStore((s) => s.menus);
  return useMemo(() => ({ menus, tree: visibleMenuTree(menus), routes: menusToRoutes(menus) }), [menus]);
}

/** The menu route of the current location (null on pages that are not menu entries). */
export function useCurrentMenuRoute(): MenuRoute | null {
  const { routes } = useMenuRoutes();
  const { pathname } = useLocation();
  return useMemo(() => findMenuRoute(routes, pathname), [routes, pathname]);
}

/** Path of the personal centre: the menu entry whose component is the personal centre, else the fallback. */
export function personalCenterPath(routes: readonly MenuRoute[]): string {
  return routes.find((r) => r.component === PERSONAL_CENTER_COMPONENT)?.path ?? PERSONAL_CENTER_FALLBACK;
}

/** Path of the notification centre: a menu entry about notices, else the fallback. */
export function noticeCenterPath(routes: readonly MenuRoute[]): string {
  return (
    routes.find((r) => r.component !== null && /notice/i.test(`${r.component} ${r.path}`) && !/\/system\//.test(r.path))
      ?.path ??
    routes.find((r) => r.component !== null && /notice/i.test(`${r.component} ${r.path}`))?.path ??
    NOTICE_CENTER_FALLBACK
  );
}
