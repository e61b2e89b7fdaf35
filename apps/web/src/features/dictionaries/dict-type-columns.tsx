import type { SysDictType } from '@meiyu/contract';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import type { DataColumn } from '@/components/data-table';
import { DICT_NS } from './dict-i18n';
import { StatusCell } from '@/components/status-cell';

interface Handlers {
  onItems: (row: SysDictType) => void;
  onEdit: (row: SysDictType) => void;
  onDelete: (row: SysDictType) => void;
  onStatus: (row: SysDictType, status: 1 | 2) => void;
  /** Id of the row whose status change is in flight. */
  statusPending: number | null;
}

export function useDictTypeColumns(h: Handlers): DataColumn<SysDictType>[] {
  const { t } = useTranslation(DICT_NS);
  return [
    {
      prop: 'name',
      label: t('fields.name'),
      width: 200,
      render: (row) => (
        <Typography.Link onClick={() => h.onItems(row)} data-testid="dict-type-name">
          {row.name}
        </Typography.Link>
      ),
    },
    {
      prop: 'code',
      label: t('fields.code'),
      width: 260,
      render: (row) => (
        <Typography.Text code copyable={{ text: row.code }} style={{ whiteSpace: 'nowrap' }}>
          {row.code}
        </Typography.Text>
      ),
    },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 140,
      render: (row) => (
        <StatusCell
          labels={{ enabled: t('status.enabled'), disabled: t('status.disabled') }}
          status={row.status}
          permission="sysDictType:setStatus"
          loading={h.statusPending === row.id}
          onChange={(s) => h.onStatus(row, s)}
        />
      ),
    },
    { prop: 'orderNo', label: t('fields.orderNo'), width: 80, align: 'center' },
    {
      prop: 'remark',
      label: t('fields.remark'),
      ellipsis: true,
      render: (row) => row.remark || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      prop: 'updateTime',
      label: t('fields.updateTime'),
      width: 170,
      hidden: true,
      render: (row) => row.updateTime ?? row.createTime ?? '—',
    },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 190,
      fixed: 'right',
      render: (row) => (
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          <Button type="link" size="small" onClick={() => h.onItems(row)}>
            {t('types.items')}
          </Button>
          <Auth value="sysDictType:update">
            <Button type="link" size="small" onClick={() => h.onEdit(row)}>
              {t('actions.edit')}
            </Button>
          </Auth>
          <Auth value="sysDictType:delete">
            <Button type="link" size="small" danger onClick={() => h.onDelete(row)}>
              {t('actions.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];
}
