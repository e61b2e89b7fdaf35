import type { MenuMeta, MenuOutput } from '@meiyu/contract';
import { matchPath } from 'react-router';

/** A page route derived from one menu entry. */
export interface MenuRoute {
  id: number;
  /** Absolute path, e.g. /system/dict (may contain :params). */
  path: string;
  /** Page component key of the page registry ('/home/index'); null for directories. */
  component: string | null;
  title: string;
  meta: MenuMeta;
  /** Directories only: where the directory path redirects. */
  redirect: string | null;
  /** Ancestors, outermost first. */
  parents: MenuOutput[];
  /** The menu entry itself. */
  menu: MenuOutput;
}

/** Normalises a component string: a leading slash, no `.vue`/`.tsx` suffix; `Layout` stays. */
export function normalizeComponent(component: string | null | undefined): string | null {
  if (!component) return null;
  const c = component.trim();
  if (!c || c === 'Layout' || c.toLowerCase() === 'layout') return null;
  if (c.startsWith('layout/routerView/')) return c;
  const noExt = c.replace(/\.(vue|tsx|jsx|ts|js)$/, '');
  return noExt.startsWith('/') ? noExt : `/${noExt}`;
}

const isDirectory = (m: MenuOutput) => m.type === 1 || normalizeComponent(m.component) === null;

/** Enabled menus only, sorted by orderNo then id (hidden ones included: they still route). */
function enabled(menus: readonly MenuOutput[]): MenuOutput[] {
  return menus.filter((m) => m.status !== 2).sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
}

/** The first visible page path under a menu entry (the directory's default target). */
export function firstPagePath(menu: MenuOutput): string | null {
  if (!isDirectory(menu) && menu.path) return menu.path;
  for (const child of enabled(menu.children ?? [])) {
    if (child.meta?.isHide) continue;
    const p = firstPagePath(child);
    if (p) return p;
  }
  return null;
}

/** Flattens the menu tree into routes (pages and directory redirects), parents recorded. */
export function menusToRoutes(menus: readonly MenuOutput[], parents: MenuOutput[] = []): MenuRoute[] {
  const out: MenuRoute[] = [];
  for (const m of enabled(menus)) {
    if (m.path) {
      const dir = isDirectory(m);
      out.push({
        id: m.id,
        path: m.path.startsWith('/') ? m.path : `/${m.path}`,
        component: dir ? null : normalizeComponent(m.component),
        title: m.meta?.title ?? m.title,
        meta: m.meta,
        redirect: dir ? (m.redirect ?? firstPagePath(m)) : null,
        parents,
        menu: m,
      });
    }
    if (m.children?.length) out.push(...menusToRoutes(m.children, [...parents, m]));
  }
  return out;
}

/** The seed's rule: a route whose parent is not open is refused (暂无权限). */
export function isParentOpen(route: Pick<MenuRoute, 'parents'>): boolean {
  return route.parents.every((p) => p.isOpen !== false);
}

/** The menu route matching a pathname (exact match, params allowed), or null. */
export function findMenuRoute(routes: readonly MenuRoute[], pathname: string): MenuRoute | null {
  const exact = routes.find((r) => r.path === pathname);
  if (exact) return exact;
  return routes.find((r) => r.path.includes(':') && matchPath({ path: r.path, end: true }, pathname)) ?? null;
}

/** Menu tree for display: hidden and disabled entries removed. */
export function visibleMenuTree(menus: readonly MenuOutput[]): MenuOutput[] {
  return enabled(menus)
    .filter((m) => !m.meta?.isHide)
    .map((m) => ({ ...m, children: visibleMenuTree(m.children ?? []) }));
}

/** Menu search (top bar): by the displayed text or by route path, case-insensitive. */
export function searchMenuRoutes(
  routes: readonly MenuRoute[],
  query: string,
  titleOf: (r: MenuRoute) => string = (r) => r.title,
): MenuRoute[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return routes.filter(
    (r) =>
      r.component !== null &&
      !r.meta?.isHide &&
      (titleOf(r).toLowerCase().includes(q) || r.title.toLowerCase().includes(q) || r.path.toLowerCase().includes(q)),
  );
}
