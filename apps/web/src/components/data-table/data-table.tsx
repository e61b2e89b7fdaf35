import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Pagination, Popover, Select, Space, Table, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import { type Key, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Table page sizes of the seed. */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50, 100, 200] as const;

/** A row: every row has an id. */
export interface TableRow {
  id: number | string;
}

/** Column descriptor. */
export interface DataColumn<R extends TableRow> {
  /** Key of the value in the row (also the column key). */
  prop: string;
  /** Header text (already translated). */
  label: string;
  /** Width in px (or any CSS width). */
  width?: number | string;
  /** Custom cell, the "slot": receives the row and its index. Without it the prop's value is shown. */
  render?: (row: R, index: number) => ReactNode;
  /** Alias of render, named after the seed's column descriptor. */
  slot?: (row: R, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  /** Truncate long text with a tooltip. */
  ellipsis?: boolean;
  /** Start hidden in the column settings. */
  hidden?: boolean;
}

/** Paging state: page is 1-based. */
export interface Paging {
  page: number;
  size: number;
  total: number;
}

export interface DataTableProps<R extends TableRow> {
  columns: DataColumn<R>[];
  rows: R[];
  /** Omit for an unpaged table. */
  paging?: Paging;
  /** Called when the page or the page size changes (a new size goes back to page 1). */
  onPageChange?: (page: number, size: number) => void;
  loading?: boolean;
  /** Left side of the toolbar (e.g. add button). */
  toolbar?: ReactNode;
  /** Shows a refresh button in the toolbar. */
  onRefresh?: () => void;
  /** Row selection: selected ids and change handler. */
  selection?: { selected: Key[]; onChange: (ids: Key[], rows: R[]) => void };
  /** Shows a 1-based row number column. */
  showIndex?: boolean;
  /** Nested rows (tree tables) use `children`. */
  expandable?: TableProps<R>['expandable'];
  /** Horizontal scroll width when the columns are wider than the page. */
  scrollX?: number | string | true;
}

type Density = 'large' | 'middle' | 'small';

/**
 * Data table with the seed's pagination: layout "total, sizes, prev, pager, next, jumper",
 * page sizes 10, 20, 30, 50, 100, 200; plus a toolbar with refresh, density and column settings.
 */
export function DataTable<R extends TableRow>(props: DataTableProps<R>) {
  const { columns, rows, paging, onPageChange, loading, toolbar, onRefresh, selection, showIndex, expandable } = props;
  const { t } = useTranslation();
  const [density, setDensity] = useState<Density>('middle');
  const [hidden, setHidden] = useState<Set<string>>(() => new Set(columns.filter((c) => c.hidden).map((c) => c.prop)));

  const antColumns = useMemo<NonNullable<TableProps<R>['columns']>>(() => {
    const cols: NonNullable<TableProps<R>['columns']> = columns
      .filter((c) => !hidden.has(c.prop))
      .map((c) => {
        const cell = c.render ?? c.slot;
        return {
          key: c.prop,
          dataIndex: c.prop,
          title: c.label,
          width: c.width,
          align: c.align,
          fixed: c.fixed,
          ellipsis: c.ellipsis ? { showTitle: true } : undefined,
          render: cell ? (_: unknown, row: R, index: number) => cell(row, index) : undefined,
        };
      });
    if (showIndex) {
      const offset = paging ? (paging.page - 1) * paging.size : 0;
      cols.unshift({
        key: '__index',
        title: t('table.index'),
        width: 64,
        align: 'center',
        render: (_: unknown, __: R, i: number) => offset + i + 1,
      });
    }
    return cols;
  }, [columns, hidden, showIndex, paging, t]);

  const settings = (
    <Space direction="vertical" size={4}>
      {columns.map((c) => (
        <Checkbox
          key={c.prop}
          checked={!hidden.has(c.prop)}
          onChange={(e) =>
            setHidden((prev) => {
              const next = new Set(prev);
              if (e.target.checked) next.delete(c.prop);
              else next.add(c.prop);
              return next;
            })
          }
        >
          {c.label}
        </Checkbox>
      ))}
    </Space>
  );

  return (
    <div className="data-table">
      <div className="data-table-toolbar">
        <Space wrap>{toolbar}</Space>
        <Space size={4}>
          {onRefresh && (
            <Tooltip title={t('actions.refresh')}>
              <Button type="text" icon={<ReloadOutlined />} onClick={onRefresh} />
            </Tooltip>
          )}
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [density],
              onClick: ({ key }) => setDensity(key as Density),
              items: [
                { key: 'large', label: t('table.densityLarge') },
                { key: 'middle', label: t('table.densityMiddle') },
                { key: 'small', label: t('table.densitySmall') },
              ],
            }}
          >
            <Tooltip title={t('table.density')}>
              <Button type="text" icon={<ColumnHeightOutlined />} />
            </Tooltip>
          </Dropdown>
          <Popover trigger="click" placement="bottomRight" content={settings} title={t('table.columns')}>
            <Tooltip title={t('table.columns')}>
              <Button type="text" icon={<SettingOutlined />} />
            </Tooltip>
          </Popover>
        </Space>
      </div>
      <Table<R>
        rowKey="id"
        size={density}
        columns={antColumns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        expandable={expandable}
        scroll={props.scrollX ? { x: props.scrollX } : undefined}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.selected,
                onChange: (keys, selectedRows) => selection.onChange(keys, selectedRows),
              }
            : undefined
        }
      />
      {paging && (
        <div className="data-table-pager">
          <Typography.Text type="secondary">{t('table.total', { total: paging.total })}</Typography.Text>
          <Select
            size="small"
            value={paging.size}
            style={{ width: 104 }}
            onChange={(size) => onPageChange?.(1, size)}
            options={PAGE_SIZE_OPTIONS.map((s) => ({ value: s, label: t('table.pageSize', { size: s }) }))}
          />
          <Pagination
            size="small"
            current={paging.page}
            pageSize={paging.size}
            total={paging.total}
            showSizeChanger={false}
            showQuickJumper
            onChange={(page, size) => onPageChange?.(page, size)}
          />
        </div>
      )}
    </div>
  );
}

export default DataTable;
