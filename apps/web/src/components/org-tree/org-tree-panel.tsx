import { ReloadOutlined } from '@ant-design/icons';
import type { OrgTreeNode } from '@meiyu/contract';
import { Button, Card, Empty, Spin, Tooltip, Tree, type TreeDataNode } from 'antd';
import { type Key, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOrgChildren } from './org-tree-api';
import { ORG_TREE_NS } from './org-tree-i18n';
import { OrgNodeTitle } from './org-node-title';

interface Node extends TreeDataNode {
  key: number;
  org: OrgTreeNode;
  children?: Node[];
}

const toNode = (org: OrgTreeNode): Node => ({
  key: org.id,
  org,
  isLeaf: org.isLeaf,
  title: <OrgNodeTitle node={org} />,
});

function withChildren(nodes: Node[], key: number, children: Node[]): Node[] {
  return nodes.map((n) =>
    n.key === key ? { ...n, children } : n.children ? { ...n, children: withChildren(n.children, key, children) } : n,
  );
}

export interface OrgTreePanelProps {
  /** The selected organisation (null: the whole scope). */
  selectedId: number | null;
  onSelect: (org: OrgTreeNode | null) => void;
  /** Change it to reload the tree (after an organisation was added, moved or deleted). */
  version?: number;
  title?: string;
  /** The tops of the caller's scope, once loaded (a form may default to the only one). */
  onTops?: (tops: OrgTreeNode[]) => void;
}

/**
 * The caller's organisation tree, one level loaded at a time (the server returns only the caller's scope).
 * Clicking the selected node again clears the selection.
 */
export function OrgTreePanel({ selectedId, onSelect, version = 0, title, onTops }: OrgTreePanelProps) {
  const { t } = useTranslation(ORG_TREE_NS);
  const [nodes, setNodes] = useState<Node[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [loaded, setLoaded] = useState<Key[]>([]);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version and reloads are the reasons to load again (onTops is a callback)
  useEffect(() => {
    let live = true;
    setLoading(true);
    // The tops come with their first level, so the tree opens showing something to choose.
    fetchOrgChildren()
      .then(async (tops) => {
        const open = tops.filter((n) => !n.isLeaf).slice(0, 3);
        const below = await Promise.all(open.map((n) => fetchOrgChildren(n.id)));
        if (!live) return;
        onTops?.(tops);
        let next = tops.map(toNode);
        open.forEach((n, i) => {
          next = withChildren(next, n.id, below[i]!.map(toNode));
        });
        setNodes(next);
        setLoaded(open.map((n) => n.id));
        setExpanded(open.map((n) => n.id));
      })
      .catch(() => live && setNodes([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [version, reloads]);

  const loadData = useCallback(async (node: Node) => {
    if (node.children || node.isLeaf) return;
    const children = (await fetchOrgChildren(node.key)).map(toNode);
    setNodes((prev) => withChildren(prev, node.key, children));
    setLoaded((prev) => [...prev, node.key]);
  }, []);

  return (
    <Card
      size="small"
      title={title ?? t('title')}
      className="org-tree-panel"
      extra={
        <Tooltip title={t('reload')}>
          <Button type="text" size="small" icon={<ReloadOutlined />} onClick={() => setReloads((n) => n + 1)} />
        </Tooltip>
      }
      styles={{ body: { padding: 8, overflow: 'auto', maxHeight: 'calc(100vh - 240px)' } }}
    >
      <Spin spinning={loading}>
        {nodes.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        ) : (
          <Tree<Node>
            blockNode
            treeData={nodes}
            loadData={loadData}
            loadedKeys={loaded}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys)}
            selectedKeys={selectedId ? [selectedId] : []}
            onSelect={(_, info) => onSelect(info.selected ? info.node.org : null)}
          />
        )}
      </Spin>
    </Card>
  );
}
