import type { SysMenu } from '@meiyu/contract';
import { describe, expect, it } from 'vitest';
import { branchIds, countDescendants, parentOptions, pruneLeaves, subtreeIds } from './menu-tree-utils';

const node = (id: number, type: number, children: SysMenu[] = []): SysMenu =>
  ({ id, pid: 0, type, title: `m${id}`, children }) as unknown as SysMenu;

const tree = [node(1, 1, [node(2, 2, [node(3, 3), node(4, 3)]), node(5, 2)]), node(6, 1)];

describe('menu tree helpers', () => {
  it('counts descendants (sub-menus and buttons)', () => {
    expect(countDescendants(tree[0])).toBe(4);
    expect(countDescendants(tree[1])).toBe(0);
  });
  it('lists the branches for expand-all', () => {
    expect(branchIds(tree)).toEqual([1, 2]);
  });
  it('collects a subtree, which cannot become its own parent', () => {
    expect([...subtreeIds(tree[0].children[0])].sort()).toEqual([2, 3, 4]);
  });
  it('offers non-button parents under a root, the excluded subtree disabled', () => {
    const [root] = parentOptions(tree, new Set([2]), 'Top');
    expect(root.value).toBe(0);
    expect(root.children?.map((o) => o.value)).toEqual([1, 6]);
    const dir = root.children?.[0];
    expect(dir?.children?.map((o) => [o.value, o.disabled])).toEqual([
      [2, true],
      [5, false],
    ]);
    expect(dir?.children?.[0].children).toBeUndefined();
  });
  it('drops empty children so leaves have no expander', () => {
    const pruned = pruneLeaves(tree);
    expect('children' in pruned[1]).toBe(false);
    expect(pruned[0].children[1]).not.toHaveProperty('children');
  });
});
