import { Button, Result, Spin } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useBlocker, useLocation } from 'react-router';
import { isBrowserSupported } from '@/core/browser-support';
import { toastError } from '@/core/feedback';
import { ensureMenus, useSessionStore } from '@/core/session-store';
import { LOCAL_KEYS, Local } from '@/core/storage';
import { getAccessToken } from '@/core/token';
import { findMenuRoute, isParentOpen, menusToRoutes } from '../menu/menu-routes';
import { personalCenterPath } from '../menu/use-menu-routes';
import NoPermissionPage from '../pages/no-permission-page';
import { currentLoginPath, LOGIN_PATHS } from '../theme/region';
import { useThemeStore } from '../theme/theme-store';
import { decideNavigation, type GuardDecision, type GuardInput } from './guard-decision';

/** Menu source of the theme setting (server menu, or the front-end route table). */
export const menuSource = () => (useThemeStore.getState().themeConfig.isRequestRoutes ? 'server' : 'frontend');

const browserOk = typeof navigator === 'undefined' ? true : isBrowserSupported(navigator.userAgent);

function useGuardInput(pathname: string, search: string): (path?: string, query?: string) => GuardInput {
  const menus = useSessionStore((s) => s.menus);
  const menusLoaded = useSessionStore((s) => s.menusLoaded);
  const mustChange = useSessionStore((s) => s.userInfos?.mustChangePassword === true);
  const routes = useMemo(() => menusToRoutes(menus), [menus]);
  return (path = pathname, query = search) => {
    const route = findMenuRoute(routes, path);
    return {
      path,
      query: Object.fromEntries(new URLSearchParams(query)),
      hasToken: Boolean(getAccessToken()),
      loginPath: currentLoginPath(),
      loginPaths: LOGIN_PATHS,
      browserSupported: browserOk,
      menusLoaded,
      parentClosed: route ? !isParentOpen(route) : false,
      forcedPasswordPath: mustChange ? personalCenterPath(routes) : null,
    };
  };
}

/** Clears local data of a visitor without a token (the theme configuration stays). */
function clearLocal(): void {
  Local.clear([LOCAL_KEYS.themeConfig]);
}

/**
 * The navigation guard (seed section 2) around every route: login redirects, menu loading,
 * parent-open check (in-app navigations are cancelled with 暂无权限), browser support.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const inputOf = useGuardInput(location.pathname, location.search);
  const decision: GuardDecision = decideNavigation(inputOf());
  const [loadError, setLoadError] = useState(false);
  const loading = useRef(false);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    return decideNavigation(inputOf(nextLocation.pathname, nextLocation.search)).kind === 'deny';
  });
  useEffect(() => {
    if (blocker.state === 'blocked') {
      toastError(t('guard.denied'));
      blocker.reset();
    }
  }, [blocker, t]);

  useEffect(() => {
    if (decision.kind !== 'load-menus' || loading.current) return;
    loading.current = true;
    setLoadError(false);
    ensureMenus(menuSource())
      .catch(() => setLoadError(true))
      .finally(() => {
        loading.current = false;
      });
  }, [decision.kind]);

  const denied = decision.kind === 'deny';
  useEffect(() => {
    if (denied) toastError(t('guard.denied'));
  }, [denied, t]);

  if (decision.kind === 'redirect') {
    if (decision.clearLocal) clearLocal();
    return <Navigate to={decision.to} replace />;
  }
  if (decision.kind === 'load-menus') {
    if (loadError) {
      return (
        <Result
          status="warning"
          title={t('guard.loadFailed')}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    }
    return (
      <div className="guard-loading">
        <Spin size="large" />
        <span>{t('guard.loadingMenus')}</span>
      </div>
    );
  }
  if (denied) return <NoPermissionPage />;
  return children;
}
