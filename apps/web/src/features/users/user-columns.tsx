import { DownOutlined, KeyOutlined, LockOutlined } from '@ant-design/icons';
import type { SysUser } from '@meiyu/contract';
import { Button, Dropdown, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth, useAuth } from '@/components/auth';
import type { DataColumn } from '@/components/data-table';
import { DictTag } from '@/components/dict-tag';
import { StatusCell } from '@/components/status-cell';
import { USER_NS } from './user-i18n';

interface Handlers {
  selfId: number | null;
  statusPending: number | null;
  onEdit: (row: SysUser) => void;
  onDelete: (row: SysUser) => void;
  onStatus: (row: SysUser, status: 1 | 2) => void;
  onResetPassword: (row: SysUser) => void;
  onUnlock: (row: SysUser) => void;
}

const dash = <Typography.Text type="secondary">—</Typography.Text>;

export function useUserColumns(h: Handlers): DataColumn<SysUser>[] {
  const { t } = useTranslation(USER_NS);
  const { auth } = useAuth();
  return [
    {
      prop: 'realName',
      label: `${t('fields.realName')} / ${t('fields.account')}`,
      width: 160,
      render: (row) => (
        <div style={{ lineHeight: 1.35, whiteSpace: 'nowrap' }}>
          <Space size={4}>
            <Typography.Text strong>{row.realName}</Typography.Text>
            {row.id === h.selfId && (
              <Tag color="purple" style={{ marginInlineEnd: 0 }}>
                {t('self')}
              </Tag>
            )}
            {row.mustChangePassword && (
              <Tooltip title={t('mustChange')}>
                <KeyOutlined style={{ color: '#faad14' }} aria-label={t('mustChange')} />
              </Tooltip>
            )}
            {row.locked && (
              <Tooltip title={t('locked')}>
                <Tag color="error" icon={<LockOutlined />} style={{ marginInlineEnd: 0 }}>
                  {t('locked')}
                </Tag>
              </Tooltip>
            )}
          </Space>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {row.account}
          </Typography.Text>
        </div>
      ),
    },
    {
      prop: 'gender',
      label: t('fields.gender'),
      width: 60,
      render: (row) => (row.gender ? <DictTag type="gender" code={row.gender} /> : dash),
    },
    { prop: 'phone', label: t('fields.phone'), width: 115, render: (row) => row.phone ?? dash },
    { prop: 'orgName', label: t('fields.org'), ellipsis: true, render: (row) => row.orgName ?? dash },
    { prop: 'posName', label: t('fields.pos'), width: 110, hidden: true, render: (row) => row.posName ?? dash },
    {
      prop: 'roleNames',
      label: t('fields.roles'),
      width: 140,
      render: (row) =>
        row.roleNames.length ? (
          <Space size={[4, 4]} wrap>
            {row.roleNames.map((name) => (
              <Tag key={name} color="blue" variant="outlined" style={{ marginInlineEnd: 0 }}>
                {name}
              </Tag>
            ))}
          </Space>
        ) : (
          dash
        ),
    },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 110,
      render: (row) => (
        <StatusCell
          status={row.status}
          permission="sysUser:setStatus"
          locked={row.id === h.selfId}
          loading={h.statusPending === row.id}
          onChange={(s) => h.onStatus(row, s)}
        />
      ),
    },
    {
      prop: 'email',
      label: t('fields.email'),
      width: 180,
      hidden: true,
      ellipsis: true,
      render: (row) => row.email ?? dash,
    },
    {
      prop: 'lastLoginTime',
      label: t('fields.lastLogin'),
      width: 165,
      hidden: true,
      render: (row) => row.lastLoginTime ?? dash,
    },
    { prop: 'createTime', label: t('fields.createTime'), width: 165, hidden: true },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 180,
      fixed: 'right',
      render: (row) => {
        const more = [
          row.locked && auth('sysUser:unlockLogin') ? { key: 'unlock', label: t('actions.unlock') } : null,
          row.id !== h.selfId && auth('sysUser:delete')
            ? { key: 'delete', label: t('actions.delete'), danger: true }
            : null,
        ].filter((i) => i !== null);
        return (
          <Space size={0}>
            <Auth value="sysUser:update">
              <Button type="link" size="small" onClick={() => h.onEdit(row)}>
                {t('actions.edit')}
              </Button>
            </Auth>
            <Auth value="sysUser:resetPwd">
              <Button type="link" size="small" onClick={() => h.onResetPassword(row)}>
                {t('actions.resetPwd')}
              </Button>
            </Auth>
            {more.length > 0 && (
              <Dropdown
                trigger={['click']}
                menu={{ items: more, onClick: ({ key }) => (key === 'unlock' ? h.onUnlock(row) : h.onDelete(row)) }}
              >
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
