import type { OrgTreeNode } from '@meiyu/contract';
import { Tree, type TreeDataNode } from 'antd';
import { type Key, useEffect, useState } from 'react';
import { fetchOrgChildren } from '@/components/org-tree';

interface Node extends TreeDataNode {
  key: number;
  children?: Node[];
}

const toNode = (o: OrgTreeNode): Node => ({ key: o.id, title: o.name, isLeaf: o.isLeaf });

function withChildren(nodes: Node[], key: number, children: Node[]): Node[] {
  return nodes.map((n) =>
    n.key === key ? { ...n, children } : n.children ? { ...n, children: withChildren(n.children, key, children) } : n,
  );
}

/** The caller's organisations as a tree of independent checkboxes (a custom data scope lists each one). */
export function OrgCheckTree({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const [nodes, setNodes] = useState<Node[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);

  useEffect(() => {
    let live = true;
    fetchOrgChildren()
      .then((tops) => {
        if (!live) return;
        setNodes(tops.map(toNode));
        setExpanded([]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  return (
    <div
      style={{ maxHeight: 320, overflow: 'auto', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 8, padding: 8 }}
    >
      <Tree<Node>
        checkable
        checkStrictly
        selectable={false}
        treeData={nodes}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys)}
        loadData={async (node) => {
          if (node.children || node.isLeaf) return;
          const children = (await fetchOrgChildren(node.key)).map(toNode);
          setNodes((prev) => withChildren(prev, node.key, children));
        }}
        checkedKeys={{ checked: value, halfChecked: [] }}
        onCheck={(keys) => onChange((Array.isArray(keys) ? keys : keys.checked).map(Number))}
      />
    </div>
  );
}
