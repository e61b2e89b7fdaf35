import { MENU_TYPE, type SysMenu } from '@meiyu/contract';
import { Button, Flex, Tree, type TreeDataNode, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '@/shell/menu/use-menu-title';
import { ROLE_NS } from './role-i18n';

interface Props {
  /** The caller's menu tree (what it may grant). */
  tree: SysMenu[];
  /** Granted menu ids, directories and pages included. */
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}

function walk(nodes: readonly SysMenu[], visit: (n: SysMenu) => void): void {
  for (const n of nodes) {
    visit(n);
    walk(n.children ?? [], visit);
  }
}

/**
 * Menus, pages and their buttons as a checkable tree. Only the leaves are stored as "checked": a directory or page
 * shows full or half from its children, and the value handed back includes those half-checked parents.
 */
export function MenuTreePicker({ tree, value, onChange, disabled }: Props) {
  const { t } = useTranslation(ROLE_NS);
  const translate = useMenuTitle();
  const { leaves, branches, data } = useMemo(() => {
    const leaves = new Set<number>();
    const branches: number[] = [];
    walk(tree, (n) => (n.children?.length ? branches.push(n.id) : leaves.add(n.id)));
    const map = (nodes: readonly SysMenu[]): TreeDataNode[] =>
      nodes.map((n) => ({
        key: n.id,
        title:
          n.type === MENU_TYPE.button ? (
            <span>
              {n.title}{' '}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {n.permission}
              </Typography.Text>
            </span>
          ) : (
            translate(n.title)
          ),
        children: n.children?.length ? map(n.children) : undefined,
      }));
    return { leaves, branches, data: map(tree) };
  }, [tree, translate]);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const open = expanded ?? branches;
  const checked = value.filter((id) => leaves.has(id));

  return (
    <div>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('hints.checked', { count: checked.length })}</Typography.Text>
        <Button size="small" onClick={() => setExpanded(open.length ? [] : branches)}>
          {t(open.length ? 'actions.collapseAll' : 'actions.expandAll')}
        </Button>
      </Flex>
      <div
        style={{ maxHeight: 420, overflow: 'auto', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 8, padding: 8 }}
      >
        <Tree
          checkable
          selectable={false}
          disabled={disabled}
          treeData={data}
          expandedKeys={open}
          onExpand={(keys) => setExpanded(keys)}
          checkedKeys={checked}
          onCheck={(keys, info) => {
            const full = Array.isArray(keys) ? keys : keys.checked;
            onChange([...full, ...(info.halfCheckedKeys ?? [])].map(Number));
          }}
        />
      </div>
    </div>
  );
}
