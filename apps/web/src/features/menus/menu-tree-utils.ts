import { MENU_TYPE, type SysMenu } from '@meiyu/contract';

/** Number of nodes below a menu (sub-menus and buttons). */
export function countDescendants(menu: SysMenu): number {
  return (menu.children ?? []).reduce((n, c) => n + 1 + countDescendants(c), 0);
}

/** Ids of every node that has children, for "expand all". */
export function branchIds(list: readonly SysMenu[]): number[] {
  const ids: number[] = [];
  const walk = (nodes: readonly SysMenu[]) => {
    for (const n of nodes) {
      if (n.children?.length) {
        ids.push(n.id);
        walk(n.children);
      }
    }
  };
  walk(list);
  return ids;
}

/** Ids of a node and everything below it: a menu cannot become a child of itself or its descendants. */
export function subtreeIds(menu: SysMenu): Set<number> {
  const ids = new Set<number>([menu.id]);
  const walk = (nodes: readonly SysMenu[]) => {
    for (const n of nodes) {
      ids.add(n.id);
      walk(n.children ?? []);
    }
  };
  walk(menu.children ?? []);
  return ids;
}

export interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** Tree-select options of non-button menus; `excluded` (the edited subtree) is shown disabled. */
export function parentOptions(list: readonly SysMenu[], excluded: Set<number>, rootTitle: string): ParentOption[] {
  const map = (nodes: readonly SysMenu[]): ParentOption[] =>
    nodes
      .filter((n) => n.type !== MENU_TYPE.button)
      .map((n) => {
        const children = map(n.children ?? []);
        return {
          value: n.id,
          title: n.title,
          disabled: excluded.has(n.id),
          children: children.length ? children : undefined,
        };
      });
  return [{ value: 0, title: rootTitle, children: map(list) }];
}

/** Removes empty `children` arrays so the tree table shows no expander on leaves. */
export function pruneLeaves(list: readonly SysMenu[]): SysMenu[] {
  return list.map((n) => {
    if (!n.children?.length) {
      const { children: _children, ...rest } = n;
      return rest as SysMenu;
    }
    return { ...n, children: pruneLeaves(n.children) };
  });
}
