import { PlusOutlined } from '@ant-design/icons';
import type { SysRole } from '@meiyu/contract';
import { App, Button, Flex, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { StatusCell } from '@/components/status-cell';
import { RoleFormModal } from './role-form-modal';
import { ROLE_NS } from './role-i18n';
import { type RoleQuery, useDeleteRole, useRolePage, useSetRoleStatus } from './roles.api';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const SCOPE_COLORS: Record<number, string> = { 1: 'magenta', 2: 'blue', 3: 'cyan', 4: 'default', 5: 'gold' };

/** Role management (component '/system/role/index'): roles, their menus and buttons, their data scope. */
export default function RolePage() {
  const { t } = useTranslation(ROLE_NS);
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<RoleQuery>({ page: 1, pageSize: 20 });
  const [form, setForm] = useState<{ open: boolean; record: SysRole | null }>({ open: false, record: null });
  const page = useRolePage(query);
  const remove = useDeleteRole();
  const setStatus = useSetRoleStatus();

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'name', label: t('fields.name') },
      { prop: 'code', label: t('fields.code') },
    ],
    [t],
  );
  const formValues = useMemo(() => ({ name: query.name, code: query.code }), [query.name, query.code]);

  const changeStatus = (row: SysRole, status: 1 | 2) => {
    const run = () =>
      setStatus
        .mutateAsync({ id: row.id, status })
        .then(() => message.success(t(status === 1 ? 'messages.enabled' : 'messages.disabled')));
    if (status === 1) return void run().catch(() => undefined);
    modal.confirm({
      title: t('disableConfirmTitle', { name: row.name }),
      content: t('disableConfirmContent'),
      okText: t('status.disabled'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: run,
    });
  };

  const columns: DataColumn<SysRole>[] = [
    {
      prop: 'name',
      label: t('fields.name'),
      width: 180,
      render: (row) => (
        <Space size={6}>
          {row.name}
          {row.builtIn && <Tag style={{ marginInlineEnd: 0 }}>{t('builtIn')}</Tag>}
        </Space>
      ),
    },
    {
      prop: 'code',
      label: t('fields.code'),
      width: 190,
      render: (row) => <Typography.Text code>{row.code}</Typography.Text>,
    },
    {
      prop: 'dataScope',
      label: t('fields.dataScope'),
      width: 150,
      render: (row) => <Tag color={SCOPE_COLORS[row.dataScope]}>{t(`dataScope.${row.dataScope}`)}</Tag>,
    },
    { prop: 'userCount', label: t('fields.userCount'), width: 90, align: 'center' },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 130,
      render: (row) => (
        <StatusCell
          status={row.status}
          permission="sysRole:setStatus"
          locked={row.code === 'sys_admin'}
          loading={setStatus.isPending && setStatus.variables?.id === row.id}
          onChange={(s) => changeStatus(row, s)}
        />
      ),
    },
    { prop: 'orderNo', label: t('fields.orderNo'), width: 80, align: 'center' },
    { prop: 'remark', label: t('fields.remark'), ellipsis: true, render: (row) => row.remark || '—' },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 140,
      fixed: 'right',
      render: (row) => (
        <Space size={0}>
          <Auth value="sysRole:update">
            <Button type="link" size="small" onClick={() => setForm({ open: true, record: row })}>
              {t('actions.edit')}
            </Button>
          </Auth>
          {!row.builtIn && (
            <Auth value="sysRole:delete">
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  modal.confirm({
                    title: t('deleteConfirmTitle', { name: row.name }),
                    content: t('deleteConfirmContent'),
                    okText: t('actions.delete'),
                    okButtonProps: { danger: true },
                    cancelText: t('actions.cancel'),
                    onOk: async () => {
                      await remove.mutateAsync(row.id);
                      message.success(t('messages.deleted'));
                    },
                  })
                }
              >
                {t('actions.delete')}
              </Button>
            </Auth>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="role-page">
      <QueryForm
        fields={fields}
        values={formValues}
        onSearch={(v: QueryValues) => setQuery((q) => ({ ...q, page: 1, name: str(v.name), code: str(v.code) }))}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <DataTable<SysRole>
        columns={columns}
        rows={page.data?.items ?? []}
        loading={page.isFetching}
        showIndex
        scrollX={1100}
        onRefresh={() => page.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
        toolbar={
          <Flex align="center" gap={16}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('title')}
            </Typography.Title>
            <Auth value="sysRole:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, record: null })}>
                {t('add')}
              </Button>
            </Auth>
          </Flex>
        }
      />
      <RoleFormModal open={form.open} record={form.record} onClose={() => setForm({ open: false, record: null })} />
    </div>
  );
}
