import { PlusOutlined } from '@ant-design/icons';
import type { SysPos } from '@meiyu/contract';
import { App, Button, Flex, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { StatusCell } from '@/components/status-cell';
import { PosFormModal } from './pos-form-modal';
import { POS_NS } from './pos-i18n';
import { type PosQuery, useDeletePos, usePosPage, useSetPosStatus } from './positions.api';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** Position management (component '/system/pos/index'): the job titles users may hold. */
export default function PosPage() {
  const { t } = useTranslation(POS_NS);
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<PosQuery>({ page: 1, pageSize: 20 });
  const [form, setForm] = useState<{ open: boolean; record: SysPos | null }>({ open: false, record: null });
  const page = usePosPage(query);
  const remove = useDeletePos();
  const setStatus = useSetPosStatus();
  const rows = page.data?.items ?? [];

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'name', label: t('fields.name') },
      { prop: 'code', label: t('fields.code') },
    ],
    [t],
  );
  const formValues = useMemo(() => ({ name: query.name, code: query.code }), [query.name, query.code]);

  const columns: DataColumn<SysPos>[] = [
    { prop: 'name', label: t('fields.name'), width: 200 },
    {
      prop: 'code',
      label: t('fields.code'),
      width: 200,
      render: (row) => <Typography.Text code>{row.code}</Typography.Text>,
    },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 130,
      render: (row) => (
        <StatusCell
          status={row.status}
          permission="sysPos:update"
          loading={setStatus.isPending && setStatus.variables?.id === row.id}
          onChange={(status) =>
            setStatus
              .mutateAsync({ ...row, status })
              .then(() => message.success(t(status === 1 ? 'messages.enabled' : 'messages.disabled')))
              .catch(() => undefined)
          }
        />
      ),
    },
    { prop: 'orderNo', label: t('fields.orderNo'), width: 80, align: 'center' },
    { prop: 'remark', label: t('fields.remark'), ellipsis: true, render: (row) => row.remark || '—' },
    {
      prop: 'updateTime',
      label: t('fields.updateTime'),
      width: 170,
      render: (row) => row.updateTime ?? row.createTime,
    },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 140,
      fixed: 'right',
      render: (row) => (
        <Space size={0}>
          <Auth value="sysPos:update">
            <Button type="link" size="small" onClick={() => setForm({ open: true, record: row })}>
              {t('actions.edit')}
            </Button>
          </Auth>
          <Auth value="sysPos:delete">
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
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="pos-page">
      <QueryForm
        fields={fields}
        values={formValues}
        onSearch={(v: QueryValues) => setQuery((q) => ({ ...q, page: 1, name: str(v.name), code: str(v.code) }))}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <DataTable<SysPos>
        columns={columns}
        rows={rows}
        loading={page.isFetching}
        showIndex
        scrollX={1000}
        onRefresh={() => page.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
        toolbar={
          <Flex align="center" gap={16}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('title')}
            </Typography.Title>
            <Auth value="sysPos:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, record: null })}>
                {t('add')}
              </Button>
            </Auth>
          </Flex>
        }
      />
      <PosFormModal open={form.open} record={form.record} onClose={() => setForm({ open: false, record: null })} />
    </div>
  );
}
