import { DownOutlined } from '@ant-design/icons';
import { isSchoolType, type SysOrg } from '@meiyu/contract';
import { Button, Dropdown, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth, useAuth } from '@/components/auth';
import type { DataColumn } from '@/components/data-table';
import { DictTag } from '@/components/dict-tag';
import { StatusCell } from '@/components/status-cell';
import { ORG_NS } from './org-i18n';

interface Handlers {
  onDetail: (row: SysOrg) => void;
  onEdit: (row: SysOrg) => void;
  onAddChild: (row: SysOrg) => void;
  onMove: (row: SysOrg) => void;
  onDelete: (row: SysOrg) => void;
  onStatus: (row: SysOrg, status: 1 | 2) => void;
  statusPending: number | null;
  /** The caller's own organisation: it is not moved, disabled or deleted by the caller. */
  ownOrgId: number | null;
}

const dash = <Typography.Text type="secondary">—</Typography.Text>;

export function useOrgColumns(h: Handlers): DataColumn<SysOrg>[] {
  const { t } = useTranslation(ORG_NS);
  const { auth } = useAuth();
  return [
    {
      prop: 'name',
      label: t('fields.name'),
      width: 190,
      render: (row) =>
        auth('sysOrg:detail') ? (
          <Typography.Link onClick={() => h.onDetail(row)} data-testid="org-name">
            {row.name}
          </Typography.Link>
        ) : (
          row.name
        ),
    },
    {
      prop: 'code',
      label: t('fields.code'),
      width: 90,
      render: (row) => <Typography.Text code>{row.code}</Typography.Text>,
    },
    { prop: 'type', label: t('fields.type'), width: 110, render: (row) => <DictTag type="org_type" code={row.type} /> },
    {
      prop: 'regionName',
      label: t('fields.region'),
      ellipsis: true,
      render: (row) => row.regionName ?? dash,
    },
    {
      prop: 'parentName',
      label: t('fields.parent'),
      width: 150,
      ellipsis: true,
      hidden: true,
      render: (row) => row.parentName ?? dash,
    },
    {
      prop: 'geographicalType',
      label: t('fields.geographicalType'),
      width: 100,
      hidden: true,
      render: (row) =>
        isSchoolType(row.type) && row.geographicalType ? (
          <DictTag type="geographical_type" code={row.geographicalType} />
        ) : (
          dash
        ),
    },
    {
      prop: 'contactPerson',
      label: `${t('fields.contactPerson')} / ${t('fields.contactPhone')}`,
      width: 160,
      hidden: true,
      render: (row) =>
        row.contactPerson || row.contactPhone ? (
          <div style={{ lineHeight: 1.4 }}>
            <div>{row.contactPerson ?? '—'}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.contactPhone ?? '—'}
            </Typography.Text>
          </div>
        ) : (
          dash
        ),
    },
    {
      prop: 'address',
      label: t('fields.address'),
      width: 200,
      ellipsis: true,
      hidden: true,
      render: (r) => r.address ?? dash,
    },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 110,
      render: (row) => (
        <StatusCell
          status={row.status}
          permission="sysOrg:setStatus"
          locked={row.id === h.ownOrgId}
          loading={h.statusPending === row.id}
          onChange={(s) => h.onStatus(row, s)}
        />
      ),
    },
    { prop: 'orderNo', label: t('fields.orderNo'), width: 70, align: 'center', hidden: true },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 180,
      fixed: 'right',
      render: (row) => {
        const own = row.id === h.ownOrgId;
        const more = [
          !isSchoolType(row.type) && auth('sysOrg:add') ? { key: 'addChild', label: t('addChild') } : null,
          !own && auth('sysOrg:move') ? { key: 'move', label: t('move') } : null,
          !own && auth('sysOrg:delete') ? { key: 'delete', label: t('actions.delete'), danger: true } : null,
        ].filter((i) => i !== null);
        const onMore = (key: string) =>
          key === 'addChild' ? h.onAddChild(row) : key === 'move' ? h.onMove(row) : h.onDelete(row);
        return (
          <Space size={0}>
            <Auth value="sysOrg:update">
              <Button type="link" size="small" onClick={() => h.onEdit(row)}>
                {t('actions.edit')}
              </Button>
            </Auth>
            <Auth value="sysOrg:detail">
              <Button type="link" size="small" onClick={() => h.onDetail(row)}>
                {t('actions.detail')}
              </Button>
            </Auth>
            {more.length > 0 && (
              <Dropdown trigger={['click']} menu={{ items: more, onClick: ({ key }) => onMore(key) }}>
                <Button type="link" size="small">
                  {t('actions.more')} <DownOutlined />
                </Button>
              </Dropdown>
            )}
          </Space>
        );
      },
    },
  ];
}
