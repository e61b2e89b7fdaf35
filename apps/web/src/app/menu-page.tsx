import { Spin } from 'antd';
import { Suspense } from 'react';
import { MenuRouteContext } from '@/shell/menu/menu-route-context';
import type { MenuRoute } from '@/shell/menu/menu-routes';
import IframePage from '@/shell/pages/iframe-page';
import LinkPage from '@/shell/pages/link-page';
import { PageErrorBoundary } from '@/shell/pages/page-error-boundary';
import UnavailablePage from '@/shell/pages/unavailable-page';
import { resolvePage } from './page-registry';

export function PageLoading() {
  return (
    <div className="page-loading">
      <Spin />
    </div>
  );
}

/** Renders the page a menu entry names (lazy), an embedded or external link, or "not available". */
export function MenuPage({ route }: { route: MenuRoute }) {
  const link = route.meta?.isLink;
  let body: React.ReactNode;
  if (link && (route.meta.isIframe || route.component === 'layout/routerView/iframe')) body = <IframePage url={link} />;
  else if (link) body = <LinkPage url={link} />;
  else {
    const Page = resolvePage(route.component);
    body = Page ? <Page /> : <UnavailablePage component={route.component} />;
  }
  return (
    <MenuRouteContext.Provider value={route}>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>{body}</Suspense>
      </PageErrorBoundary>
    </MenuRouteContext.Provider>
  );
}
