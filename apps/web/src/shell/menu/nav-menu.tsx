import type { MenuOutput } from '@meiyu/contract';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useThemeConfig } from '../theme/theme-store';
import { alpha, isDarkColor, mix } from '../theme/color';
import { MenuIcon } from './menu-icon';
import { firstPagePath, normalizeComponent } from './menu-routes';
import { useMenuTitle } from './use-menu-title';

type Item = NonNullable<MenuProps['items']>[number];

const keyOf = (m: MenuOutput) => m.path ?? `menu-${m.id}`;
const isDir = (m: MenuOutput) => m.type === 1 || normalizeComponent(m.component) === null;

/** Keys of the directories leading to the current path. */
export function openChainOf(tree: readonly MenuOutput[], pathname: string): string[] {
  for (const m of tree) {
    if (m.path === pathname) return [];
    const inner = openChainOf(m.children ?? [], pathname);
    const hit = inner.length > 0 || (m.children ?? []).some((c) => c.path === pathname);
    if (hit) return [keyOf(m), ...inner];
  }
  return [];
}

/** Selected key: the deepest menu path that prefixes the current path. */
export function selectedKeyOf(tree: readonly MenuOutput[], pathname: string): string | null {
  let best: string | null = null;
  const walk = (list: readonly MenuOutput[]) => {
    for (const m of list) {
      if (
        m.path &&
        (pathname === m.path || pathname.startsWith(`${m.path}/`)) &&
        (!best || m.path.length > best.length)
      ) {
        if (!isDir(m)) best = m.path;
      }
      walk(m.children ?? []);
    }
  };
  walk(tree);
  return best;
}

export interface NavMenuProps {
  tree: MenuOutput[];
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  /** Background the menu sits on (decides light or dark text). */
  background: string;
  textColor: string;
  activeColor: string;
  /** Horizontal split menu: clicking a top-level directory opens its first page. */
  topLevelOnly?: boolean;
}

/** The navigation menu (side or top) built from the menu tree. */
export function NavMenu({ tree, mode, collapsed, background, textColor, activeColor, topLevelOnly }: NavMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menuTitle = useMenuTitle();
  const { isUniqueOpened } = useThemeConfig();
  const dark = isDarkColor(background);
  const byKey = useMemo(() => {
    const map = new Map<string, MenuOutput>();
    const walk = (list: readonly MenuOutput[]) =>
      list.forEach((m) => {
        map.set(keyOf(m), m);
        walk(m.children ?? []);
      });
    walk(tree);
    return map;
  }, [tree]);

  const items = useMemo<Item[]>(() => {
    const build = (list: readonly MenuOutput[], depth: number): Item[] =>
      list.map((m) => {
        const label = menuTitle(m.meta?.title ?? m.title);
        const icon = <MenuIcon key={m.id} name={m.meta?.icon} />;
        if (!topLevelOnly && isDir(m) && m.children?.length) {
          return { key: keyOf(m), label, icon, children: build(m.children, depth + 1) };
        }
        return { key: keyOf(m), label, icon };
      });
    return build(tree, 0);
  }, [tree, menuTitle, topLevelOnly]);

  const chain = useMemo(() => openChainOf(tree, pathname), [tree, pathname]);
  const selected = topLevelOnly
    ? (tree.find((m) => m.path && (pathname === m.path || pathname.startsWith(`${m.path}/`)))?.path ?? chain[0] ?? null)
    : selectedKeyOf(tree, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(chain);
  useEffect(() => {
    if (mode === 'inline' && !collapsed)
      setOpenKeys((prev) => (isUniqueOpened ? chain : [...new Set([...prev, ...chain])]));
  }, [chain, mode, collapsed, isUniqueOpened]);

  const onOpenChange = (keys: string[]) => {
    if (!isUniqueOpened) return setOpenKeys(keys);
    const latest = keys.find((k) => !openKeys.includes(k));
    if (!latest) return setOpenKeys(keys);
    // accordion: keep only the chain of the latest opened directory
    const keep = keys.filter((k) => k === latest || (latest.startsWith(`${k}/`) && k !== latest));
    setOpenKeys(keep.length ? keep : [latest]);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const m = byKey.get(key);
    if (!m) return;
    if (m.meta?.isLink && !m.meta.isIframe) {
      window.open(m.meta.isLink, '_blank', 'noopener');
      return;
    }
    const target = isDir(m) ? (m.redirect ?? firstPagePath(m)) : m.path;
    if (target) navigate(target);
  };

  const hover = dark ? mix(background, '#ffffff', 0.08) : mix(background, '#000000', 0.04);
  const selectedBg = alpha(activeColor, dark ? 0.9 : 0.1);
  const selectedFg = dark ? '#ffffff' : activeColor;

  return (
    <ConfigProvider
      theme={{
        components: {
          Menu: {
            itemBg: 'transparent',
            subMenuItemBg: 'transparent',
            darkItemBg: 'transparent',
            darkSubMenuItemBg: dark ? 'rgba(0,0,0,0.18)' : 'transparent',
            darkPopupBg: mix(background, '#000000', 0.1),
            popupBg: dark ? mix(background, '#000000', 0.1) : '#ffffff',
            itemColor: textColor,
            darkItemColor: textColor,
            itemHoverColor: dark ? '#ffffff' : activeColor,
            darkItemHoverColor: '#ffffff',
            itemHoverBg: hover,
            darkItemHoverBg: hover,
            itemSelectedBg: selectedBg,
            darkItemSelectedBg: selectedBg,
            itemSelectedColor: selectedFg,
            darkItemSelectedColor: selectedFg,
            horizontalItemSelectedColor: dark ? '#ffffff' : activeColor,
            horizontalItemHoverColor: dark ? '#ffffff' : activeColor,
            activeBarBorderWidth: 0,
            itemBorderRadius: 6,
            itemMarginInline: 8,
            iconSize: 16,
            collapsedIconSize: 18,
          },
        },
      }}
    >
      <Menu
        className={`nav-menu nav-menu-${mode}`}
        theme={dark ? 'dark' : 'light'}
        mode={mode}
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={mode === 'inline' && !collapsed ? openKeys : undefined}
        onOpenChange={mode === 'inline' ? onOpenChange : undefined}
        inlineCollapsed={mode === 'inline' ? collapsed : undefined}
        onClick={onClick}
        style={{ background: 'transparent', borderInlineEnd: 'none', borderBottom: 'none' }}
      />
    </ConfigProvider>
  );
}
