import { describe, expect, it } from 'vitest';
import { buildTree } from './menus.repository';

type N = { id: number; pid: number; children: N[] };
const n = (id: number, pid: number): N => ({ id, pid, children: [] });

describe('buildTree', () => {
  it('nests children under parents in the given order and drops orphans', () => {
    const tree = buildTree([n(1, 0), n(2, 1), n(3, 1), n(4, 0), n(5, 99)]);
    expect(tree.map((t) => t.id)).toEqual([1, 4]);
    expect(tree[0]!.children.map((c) => c.id)).toEqual([2, 3]);
  });
});
