import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { MENU_TYPE, type SysMenu } from '@meiyu/contract';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { useMenuColumns } from './menu-columns';
import { type MenuFormTarget, MenuFormModal } from './menu-form-modal';
import { MENU_NS } from './menu-i18n';
import { branchIds, countDescendants, pruneLeaves } from './menu-tree-utils';
import { type MenuQuery, useDeleteMenu, useMenuList, useMenuTree } from './menus.api';

/** Menu management (component '/system/menu/index'): the menu tree with its buttons. */
export default function MenuPage() {
  const { t } = useTranslation(MENU_NS);
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<MenuQuery>({});
  const [target, setTarget] = useState<MenuFormTarget | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const list = useMenuList(query);
  const tree = useMenuTree();
  const remove = useDeleteMenu();
  const filtered = Boolean(query.title?.trim() || query.type);
  const rows = useMemo(() => pruneLeaves(list.data ?? []), [list.data]);
  const allBranches = useMemo(() => branchIds(rows), [rows]);

  // First load of the tree: open the top level so directories show their pages.
  const [primed, setPrimed] = useState(false);
  useEffect(() => {
    if (primed || filtered || rows.length === 0) return;
    setExpanded(rows.filter((r) => r.children?.length).map((r) => r.id));
    setPrimed(true);
  }, [rows, filtered, primed]);

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'title', label: t('fields.title'), placeholder: t('placeholders.title') },
      {
        prop: 'type',
        label: t('fields.type'),
        type: 'select',
        placeholder: t('placeholders.type'),
        options: [MENU_TYPE.dir, MENU_TYPE.menu, MENU_TYPE.button].map((v) => ({ code: v, value: t(`types.${v}`) })),
      },
    ],
    [t],
  );

  const columns = useMenuColumns({
    onAddChild: (row) => setTarget({ kind: 'add', parent: row }),
    onEdit: (row) => setTarget({ kind: 'edit', record: row }),
    onDelete: (row) => {
      const count = countDescendants(row);
      modal.confirm({
        title: t('deleteConfirmTitle', { title: row.title }),
        content: count > 0 ? t('deleteConfirmContent', { count }) : t('deleteConfirmLeaf'),
        okText: t('actions.delete'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel'),
        onOk: async () => {
          await remove.mutateAsync(row.id);
          message.success(t('messages.deleted'));
        },
      });
    },
  });

  const onSearch = (v: QueryValues) =>
    setQuery({
      title: typeof v.title === 'string' ? v.title : undefined,
      type: typeof v.type === 'number' ? v.type : undefined,
    });
  // A stable object: QueryForm writes `values` into its fields whenever the object changes.
  const formValues = useMemo(() => ({ title: query.title, type: query.type }), [query.title, query.type]);
  const allOpen = allBranches.length > 0 && expanded.length >= allBranches.length;

  return (
    <div data-testid="menu-page">
      <QueryForm
        fields={fields}
        values={formValues}
        onSearch={onSearch}
        onReset={() => setQuery({})}
        loading={list.isFetching}
      />
      {filtered && <Alert type="info" showIcon title={t('filtered')} style={{ marginBottom: 12 }} />}
      <DataTable<SysMenu>
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        scrollX={1100}
        onRefresh={() => list.refetch()}
        expandable={{
          expandedRowKeys: [...expanded],
          onExpandedRowsChange: (keys) => setExpanded(keys),
          indentSize: 20,
        }}
        toolbar={
          <Flex align="center" gap={12}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t(filtered ? 'resultTitle' : 'tableTitle')}
            </Typography.Title>
            <Auth value="sysMenu:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ kind: 'add', parent: null })}>
                {t('actions.add')}
              </Button>
            </Auth>
            {!filtered && (
              <Button
                icon={allOpen ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
                onClick={() => setExpanded(allOpen ? [] : allBranches)}
              >
                {t(allOpen ? 'actions.collapseAll' : 'actions.expandAll')}
              </Button>
            )}
          </Flex>
        }
      />
      <MenuFormModal target={target} tree={tree.data ?? []} onClose={() => setTarget(null)} />
    </div>
  );
}
