import type { SysDictData } from '@meiyu/contract';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import type { DataColumn } from '@/components/data-table';
import { DICT_NS } from './dict-i18n';
import { StatusCell } from '@/components/status-cell';
import { TagPreview } from './tag-preview';

interface Handlers {
  onEdit: (row: SysDictData) => void;
  onDelete: (row: SysDictData) => void;
  onStatus: (row: SysDictData, status: 1 | 2) => void;
  statusPending: number | null;
}

const dash = <Typography.Text type="secondary">—</Typography.Text>;

export function useDictDataColumns(h: Handlers): DataColumn<SysDictData>[] {
  const { t } = useTranslation(DICT_NS);
  return [
    {
      prop: 'value',
      label: t('fields.value'),
      width: 180,
      render: (row) => (
        <TagPreview
          tagType={row.tagType ?? ''}
          label={row.value}
          styleSetting={row.styleSetting}
          classSetting={row.classSetting}
        />
      ),
    },
    {
      prop: 'code',
      label: t('fields.itemCode'),
      width: 140,
      render: (row) => <Typography.Text code>{row.code}</Typography.Text>,
    },
    {
      prop: 'tagType',
      label: t('fields.tagType'),
      width: 110,
      hidden: true,
      render: (row) => t(`tagTypes.${row.tagType || 'none'}`, { defaultValue: row.tagType ?? '' }),
    },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 130,
      render: (row) => (
        <StatusCell
          labels={{ enabled: t('status.enabled'), disabled: t('status.disabled') }}
          status={row.status}
          permission="sysDictData:setStatus"
          loading={h.statusPending === row.id}
          onChange={(s) => h.onStatus(row, s)}
        />
      ),
    },
    { prop: 'orderNo', label: t('fields.orderNo'), width: 70, align: 'center' },
    {
      prop: 'extData',
      label: t('fields.extData'),
      width: 280,
      ellipsis: true,
      render: (row) => row.extData || dash,
    },
    {
      prop: 'remark',
      label: t('fields.remark'),
      ellipsis: true,
      render: (row) => row.remark || dash,
    },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 120,
      fixed: 'right',
      render: (row) => (
        <Space size={0}>
          <Auth value="sysDictData:update">
            <Button type="link" size="small" onClick={() => h.onEdit(row)}>
              {t('actions.edit')}
            </Button>
          </Auth>
          <Auth value="sysDictData:delete">
            <Button type="link" size="small" danger onClick={() => h.onDelete(row)}>
              {t('actions.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];
}
