import { PlusOutlined } from '@ant-design/icons';
import type { SysConfig } from '@meiyu/contract';
import { App, Button, Flex, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { BOOLEAN_CODES, type ConfigQuery, useConfigPage, useDeleteConfig } from './config.api';
import { ConfigFormModal } from './config-form-modal';
import { CONFIG_NS } from './config-i18n';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** 参数配置 (component '/system/config/index'): the system parameters the code reads through one accessor. */
export default function ConfigPage() {
  const { t } = useTranslation(CONFIG_NS);
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<ConfigQuery>({ page: 1, pageSize: 20 });
  const [form, setForm] = useState<{ open: boolean; record: SysConfig | null }>({ open: false, record: null });
  const page = useConfigPage(query);
  const remove = useDeleteConfig();

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'name', label: t('fields.name') },
      { prop: 'code', label: t('fields.code') },
      { prop: 'groupCode', label: t('fields.groupCode') },
    ],
    [t],
  );
  const values = useMemo(() => ({ name: query.name, code: query.code, groupCode: query.groupCode }), [query]);

  const columns: DataColumn<SysConfig>[] = [
    {
      prop: 'name',
      label: t('fields.name'),
      width: 190,
      // Built-in parameters are named in the UI language; the stored (Chinese) name is the fallback.
      render: (row) => (row.sysFlag ? t(`params.${row.code}`, { defaultValue: row.name }) : row.name),
    },
    {
      prop: 'code',
      label: t('fields.code'),
      width: 230,
      render: (row) => (
        <Typography.Text code copyable={{ text: row.code }}>
          {row.code}
        </Typography.Text>
      ),
    },
    {
      prop: 'value',
      label: t('fields.value'),
      width: 130,
      render: (row) =>
        BOOLEAN_CODES.includes(row.code) ? (
          <Tag color={/^true$/i.test(row.value ?? '') ? 'success' : 'default'} variant="filled">
            {t(/^true$/i.test(row.value ?? '') ? 'values.on' : 'values.off')}
          </Tag>
        ) : row.value ? (
          <Typography.Text ellipsis={{ tooltip: row.value }}>{row.value}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      prop: 'sysFlag',
      label: t('fields.sysFlag'),
      width: 100,
      render: (row) => (
        <Tag color={row.sysFlag ? 'blue' : 'default'} variant="filled">
          {t(row.sysFlag ? 'values.system' : 'values.custom')}
        </Tag>
      ),
    },
    { prop: 'groupCode', label: t('fields.groupCode'), width: 100 },
    { prop: 'orderNo', label: t('fields.orderNo'), width: 80, align: 'center' },
    { prop: 'remark', label: t('fields.remark'), ellipsis: true, render: (row) => row.remark || '—' },
    {
      prop: 'updateTime',
      label: t('fields.updateTime'),
      width: 170,
      hidden: true,
      render: (row) => row.updateTime ?? '—',
    },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 140,
      fixed: 'right',
      render: (row) => (
        <Space size={0}>
          <Auth value="sysConfig:update">
            <Button type="link" size="small" onClick={() => setForm({ open: true, record: row })}>
              {t('actions.edit')}
            </Button>
          </Auth>
          {!row.sysFlag && (
            <Auth value="sysConfig:delete">
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  modal.confirm({
                    title: t('confirm.delete', { name: row.name }),
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

  const onSearch = (v: QueryValues) =>
    setQuery((q) => ({ ...q, page: 1, name: str(v.name), code: str(v.code), groupCode: str(v.groupCode) }));

  return (
    <div data-testid="config-page">
      <QueryForm
        fields={fields}
        values={values}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <DataTable<SysConfig>
        columns={columns}
        rows={page.data?.items ?? []}
        loading={page.isFetching}
        showIndex
        scrollX={1150}
        onRefresh={() => page.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
        toolbar={
          <Flex align="center" gap={16}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('page.title')}
            </Typography.Title>
            <Auth value="sysConfig:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, record: null })}>
                {t('actions.add')}
              </Button>
            </Auth>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t('page.hint')}
            </Typography.Text>
          </Flex>
        }
      />
      <ConfigFormModal open={form.open} record={form.record} onClose={() => setForm({ open: false, record: null })} />
    </div>
  );
}
