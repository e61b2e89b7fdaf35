import type { SysRegion } from '@meiyu/contract';
import { Button, Card, Col, Flex, Row, Tag, Tree, type TreeDataNode, Typography } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { REGION_NS } from './region-i18n';
import { regionApi, useRegionChildren, useRegionSearch } from './regions.api';

interface Node extends TreeDataNode {
  key: string;
  region: SysRegion;
  children?: Node[];
}

const toNode = (r: SysRegion): Node => ({ key: r.code, region: r, title: r.name, isLeaf: r.isLeaf });
const LEVEL_COLORS: Record<number, string> = { 1: 'purple', 2: 'blue', 3: 'green' };

function withChildren(nodes: Node[], key: string, children: Node[]): Node[] {
  return nodes.map((n) =>
    n.key === key ? { ...n, children } : n.children ? { ...n, children: withChildren(n.children, key, children) } : n,
  );
}

/** Regions (component '/system/region/index'): the national divisions as a tree, and a search over all of them. */
export default function RegionPage() {
  const { t } = useTranslation(REGION_NS);
  const [nodes, setNodes] = useState<Node[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [selected, setSelected] = useState<SysRegion | null>(null);
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const provinces = useRegionChildren(null);
  const children = useRegionChildren(selected?.code ?? null);
  const search = useRegionSearch(keyword, paging.page, paging.size);

  useEffect(() => {
    if (provinces.data && nodes.length === 0) setNodes(provinces.data.map(toNode));
  }, [provinces.data, nodes.length]);

  const open = async (region: SysRegion) => {
    setKeyword('');
    setSelected(region);
    // Reveal it in the tree: load and expand its ancestors.
    const path = [region.code.slice(0, 2).padEnd(6, '0'), region.code.slice(0, 4).padEnd(6, '0')].filter(
      (c, i, all) => c !== region.code && all.indexOf(c) === i,
    );
    for (const code of path) {
      const kids = (await regionApi.children(code)).map(toNode);
      setNodes((prev) => withChildren(prev, code, kids));
    }
    setExpanded((prev) => [...new Set([...prev, ...path])]);
  };

  const fields = useMemo<QueryField[]>(
    () => [{ prop: 'keyword', label: t('fields.keyword'), placeholder: t('placeholders.keyword') }],
    [t],
  );
  const searching = keyword.trim() !== '';
  // A stable object: QueryForm writes `values` into its fields whenever the object changes.
  const formValues = useMemo(() => ({ keyword }), [keyword]);
  const rows = searching ? (search.data?.items ?? []) : (children.data ?? []);

  const columns: DataColumn<SysRegion & { id: string }>[] = [
    {
      prop: 'code',
      label: t('fields.code'),
      width: 110,
      render: (r) => <Typography.Text code>{r.code}</Typography.Text>,
    },
    { prop: 'name', label: t('fields.name'), width: 180 },
    {
      prop: 'level',
      label: t('fields.level'),
      width: 90,
      render: (r) => <Tag color={LEVEL_COLORS[r.level]}>{t(`levels.${r.level}`)}</Tag>,
    },
    { prop: 'pathName', label: t('fields.pathName'), ellipsis: true },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 130,
      render: (r) =>
        searching || !r.isLeaf ? (
          <Button type="link" size="small" onClick={() => open(r)}>
            {t(searching ? 'actions.locate' : 'actions.open')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Row gutter={12} wrap={false} data-testid="region-page">
      <Col flex="280px" style={{ minWidth: 0 }}>
        <Card
          size="small"
          title={t('tree')}
          styles={{ body: { padding: 8, overflow: 'auto', maxHeight: 'calc(100vh - 240px)' } }}
        >
          <Tree<Node>
            blockNode
            treeData={nodes}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys)}
            selectedKeys={selected ? [selected.code] : []}
            onSelect={(_, info) => {
              setKeyword('');
              setSelected(info.selected ? info.node.region : null);
            }}
            loadData={async (node) => {
              if (node.children || node.isLeaf) return;
              const kids = (await regionApi.children(node.key)).map(toNode);
              setNodes((prev) => withChildren(prev, node.key, kids));
            }}
          />
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <QueryForm
          fields={fields}
          values={formValues}
          onSearch={(v: QueryValues) => {
            setKeyword(typeof v.keyword === 'string' ? v.keyword : '');
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          onReset={() => setKeyword('')}
          loading={search.isFetching}
        />
        <DataTable<SysRegion & { id: string }>
          columns={columns}
          rows={rows.map((r) => ({ ...r, id: r.code }))}
          loading={searching ? search.isFetching : children.isFetching}
          paging={searching ? { page: paging.page, size: paging.size, total: search.data?.total ?? 0 } : undefined}
          onPageChange={(page, size) => setPaging({ page, size })}
          toolbar={
            <Flex vertical gap={2}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {searching
                  ? t('results', { keyword })
                  : selected
                    ? t('children', { name: selected.pathName })
                    : t('provinces')}
              </Typography.Title>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('source')}
              </Typography.Text>
            </Flex>
          }
        />
      </Col>
    </Row>
  );
}
