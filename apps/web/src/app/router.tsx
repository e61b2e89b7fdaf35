import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ensureMenus, setFrontendMenuTable, useSessionStore } from '@/core/session-store';
import { getAccessToken } from '@/core/token';
import { menuSource } from '@/shell/guard/route-guard';
import type { ShellRouteHandle } from '@/shell/layout/use-current-tag';
import { type MenuRoute, menusToRoutes } from '@/shell/menu/menu-routes';
import {
  NOTICE_CENTER_FALLBACK,
  PERSONAL_CENTER_COMPONENT,
  PERSONAL_CENTER_FALLBACK,
} from '@/shell/menu/use-menu-routes';
import { LOGIN_PATHS } from '@/shell/theme/region';
import { frontendMenus } from './frontend-menus';
import { MenuPage } from './menu-page';
import { MODULE_ROUTES } from './module-routes';

setFrontendMenuTable(frontendMenus);

const page = (loader: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await loader()).default,
});

function fallbackRoute(path: string, component: string, title: string, icon: string): RouteObject {
  const route: MenuRoute = {
    id: -1,
    path,
    component,
    title,
    redirect: null,
    parents: [],
    meta: { title, icon, isIframe: false, isLink: null, isHide: true, isKeepAlive: false, isAffix: false },
    menu: {
      id: -1,
      pid: 0,
      type: 2,
      name: null,
      path,
      component,
      permission: null,
      redirect: null,
      orderNo: 0,
      status: 1,
      remark: null,
      createTime: null,
      updateTime: null,
      createUserName: null,
      updateUserName: null,
      title,
      isOpen: true,
      meta: { title, icon, isIframe: false, isLink: null, isHide: true, isKeepAlive: false, isAffix: false },
      children: [],
    },
  };
  return { path, element: <MenuPage route={route} />, handle: { title, icon } satisfies ShellRouteHandle };
}

/** Menu routes as children of the main layout. */
function menuChildren(routes: MenuRoute[]): RouteObject[] {
  const seen = new Set<string>();
  const children: RouteObject[] = [];
  for (const r of routes) {
    if (seen.has(r.path) || r.path === '/') continue;
    seen.add(r.path);
    if (r.component === null) {
      if (r.redirect && r.redirect !== r.path)
        children.push({ path: r.path, element: <Navigate to={r.redirect} replace /> });
      continue;
    }
    children.push({ path: r.path, element: <MenuPage route={r} /> });
  }
  if (!routes.some((r) => r.component === PERSONAL_CENTER_COMPONENT)) {
    children.push(fallbackRoute(PERSONAL_CENTER_FALLBACK, PERSONAL_CENTER_COMPONENT, '个人中心', 'ele-User'));
  }
  // The notification centre is for everyone, students (fixed menu) included.
  if (!routes.some((r) => r.component === '/notice/center/index')) {
    children.push(fallbackRoute(NOTICE_CENTER_FALLBACK, '/notice/center/index', '通知中心', 'ele-Bell'));
  }
  return children;
}

let patched = false;

const routes: RouteObject[] = [
  {
    id: 'root',
    lazy: page(() => import('./root-shell')),
    hydrateFallbackElement: <div className="guard-loading" />,
    children: [
      ...LOGIN_PATHS.map<RouteObject>((path) => ({ path, lazy: page(() => import('@/features/login/login-page')) })),
      {
        path: '/401',
        lazy: page(() => import('@/shell/pages/no-permission-page')),
        handle: { titleKey: 'noPermission.pageTitle' },
      },
      { path: '/guide', lazy: page(() => import('@/shell/pages/guide-page')), handle: { titleKey: 'guide.pageTitle' } },
      {
        path: '/scan-confirm',
        lazy: page(() => import('@/features/login/scan-confirm-page')),
        handle: { titleKey: 'login:scan.confirmTitle' },
      },
      ...MODULE_ROUTES,
      {
        id: 'layout',
        path: '/',
        lazy: page(() => import('@/shell/layout/main-layout')),
        children: [{ index: true, element: <Navigate to="/dashboard/home" replace /> }],
      },
      {
        path: '*',
        lazy: page(() => import('@/shell/pages/not-found-page')),
        handle: { titleKey: 'notFound.pageTitle' },
      },
    ],
  },
];

/**
 * The app router. Menu routes are added under the main layout the first time a path needs them
 * (the guard's "menu loaded when empty, navigation retried").
 */
export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ patch, signal }) {
    if (patched || !getAccessToken()) return;
    try {
      await ensureMenus(menuSource());
    } catch {
      return; // the guard shows the failure and offers a retry
    }
    // A navigation superseded while the menus loaded drops its patch; leave the next one to apply it.
    if (patched || signal.aborted || !useSessionStore.getState().menusLoaded) return;
    patched = true;
    patch('layout', menuChildren(menusToRoutes(useSessionStore.getState().menus)));
  },
});
