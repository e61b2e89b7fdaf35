import { MENU_TYPE, type SysMenu } from '@meiyu/contract';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import type { DataColumn } from '@/components/data-table';
import { useMenuTitle } from '@/shell/menu/use-menu-title';
import { MenuIconView } from './menu-icon-input';
import { MENU_NS } from './menu-i18n';

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'orange' };

interface Handlers {
  onAddChild: (row: SysMenu) => void;
  onEdit: (row: SysMenu) => void;
  onDelete: (row: SysMenu) => void;
}

const dash = <Typography.Text type="secondary">—</Typography.Text>;

export function useMenuColumns(h: Handlers): DataColumn<SysMenu>[] {
  const { t } = useTranslation(MENU_NS);
  const translate = useMenuTitle();
  return [
    {
      prop: 'title',
      label: t('fields.title'),
      render: (row) => (
        <Space size={8} style={{ whiteSpace: 'nowrap' }}>
          {row.type !== MENU_TYPE.button && <MenuIconView icon={row.icon} />}
          <Typography.Text type={row.status === 2 ? 'secondary' : undefined}>{row.title}</Typography.Text>
          {translate(row.title) !== row.title && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {translate(row.title)}
            </Typography.Text>
          )}
          {row.isHide && (
            <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
              {t('fields.isHide')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      prop: 'type',
      label: t('fields.type'),
      width: 90,
      align: 'center',
      render: (row) => (
        <Tag color={TYPE_COLORS[row.type]} variant="outlined" style={{ marginInlineEnd: 0 }}>
          {t(`types.${row.type}`)}
        </Tag>
      ),
    },
    {
      prop: 'path',
      label: `${t('fields.path')} / ${t('fields.component')}`,
      width: 250,
      render: (row) =>
        row.path || row.component ? (
          <div style={{ minWidth: 0, lineHeight: 1.4 }}>
            <Typography.Text ellipsis={{ tooltip: row.path }} style={{ display: 'block' }}>
              {row.path || '—'}
            </Typography.Text>
            <Typography.Text
              type="secondary"
              ellipsis={{ tooltip: row.component }}
              style={{ display: 'block', fontSize: 12 }}
            >
              {row.component || '—'}
            </Typography.Text>
          </div>
        ) : (
          dash
        ),
    },
    {
      prop: 'permission',
      label: t('fields.permission'),
      width: 190,
      render: (row) => (row.permission ? <Typography.Text code>{row.permission}</Typography.Text> : dash),
    },
    { prop: 'orderNo', label: t('fields.orderNo'), width: 80, align: 'center' },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 90,
      align: 'center',
      render: (row) => (
        <Tag color={row.status === 1 ? 'success' : 'default'} variant="filled" style={{ marginInlineEnd: 0 }}>
          {t(row.status === 1 ? 'status.enabled' : 'status.disabled')}
        </Tag>
      ),
    },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 220,
      fixed: 'right',
      render: (row) => (
        <Space size={0}>
          {row.type !== MENU_TYPE.button && (
            <Auth value="sysMenu:add">
              <Button type="link" size="small" onClick={() => h.onAddChild(row)}>
                {t('actions.addChild')}
              </Button>
            </Auth>
          )}
          <Auth value="sysMenu:update">
            <Button type="link" size="small" onClick={() => h.onEdit(row)}>
              {t('actions.edit')}
            </Button>
          </Auth>
          <Auth value="sysMenu:delete">
            <Button type="link" size="small" danger onClick={() => h.onDelete(row)}>
              {t('actions.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];
}
