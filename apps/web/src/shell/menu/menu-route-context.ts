import { createContext, useContext } from 'react';
import type { MenuRoute } from './menu-routes';

/** The menu entry the current page was opened from (null outside menu pages). */
export const MenuRouteContext = createContext<MenuRoute | null>(null);

/** The current page's menu route: title, meta, path, parents. */
export function useMenuRoute(): MenuRoute | null {
  return useContext(MenuRouteContext);
}
