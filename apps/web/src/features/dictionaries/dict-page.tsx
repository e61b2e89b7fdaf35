import { PlusOutlined } from '@ant-design/icons';
import type { SysDictType } from '@meiyu/contract';
import { App, Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { DictDataDrawer } from './dict-data-drawer';
import { DICT_NS } from './dict-i18n';
import { DictTypeFormModal } from './dict-type-form-modal';
import { useDictTypeColumns } from './dict-type-columns';
import { type DictTypeQuery, useDeleteDictType, useDictTypePage, useSetDictTypeStatus } from './dictionaries.api';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** Dictionary management (component '/system/dict/index'): types, and the items of the selected type. */
export default function DictPage() {
  const { t } = useTranslation(DICT_NS);
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<DictTypeQuery>({ page: 1, pageSize: 20 });
  const [form, setForm] = useState<{ open: boolean; record: SysDictType | null }>({ open: false, record: null });
  const [selected, setSelected] = useState<SysDictType | null>(null);
  const page = useDictTypePage(query);
  const remove = useDeleteDictType();
  const setStatus = useSetDictTypeStatus();
  const rows = page.data?.items ?? [];
  // The open type as currently listed (a rename shows at once), or as it was when opened.
  const current = selected ? (rows.find((r) => r.id === selected.id) ?? selected) : null;

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'name', label: t('fields.name'), placeholder: t('placeholders.name') },
      { prop: 'code', label: t('fields.code'), placeholder: t('fields.code') },
    ],
    [t],
  );

  // A stable object: QueryForm writes `values` into its fields whenever the object changes.
  const formValues = useMemo(() => ({ name: query.name, code: query.code }), [query.name, query.code]);

  const columns = useDictTypeColumns({
    statusPending: setStatus.isPending ? (setStatus.variables?.id ?? null) : null,
    onItems: setSelected,
    onEdit: (row) => setForm({ open: true, record: row }),
    onDelete: (row) =>
      modal.confirm({
        title: t('types.deleteConfirmTitle', { name: row.name }),
        content: t('types.deleteConfirmContent'),
        okText: t('actions.delete'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel'),
        onOk: async () => {
          await remove.mutateAsync(row.id);
          message.success(t('messages.deleted'));
          setSelected((s) => (s?.id === row.id ? null : s));
          if (rows.length === 1 && query.page > 1) setQuery((q) => ({ ...q, page: q.page - 1 }));
        },
      }),
    onStatus: (row, status) =>
      setStatus
        .mutateAsync({ id: row.id, status })
        .then(() => message.success(t(status === 1 ? 'messages.enabled' : 'messages.disabled')))
        .catch(() => undefined),
  });

  const onSearch = (v: QueryValues) => setQuery((q) => ({ ...q, page: 1, name: str(v.name), code: str(v.code) }));

  return (
    <div data-testid="dict-page">
      <QueryForm
        fields={fields}
        values={formValues}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <DataTable<SysDictType>
        columns={columns}
        rows={rows}
        loading={page.isFetching}
        showIndex
        scrollX={1100}
        onRefresh={() => page.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
        toolbar={
          <Flex align="center" gap={16}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('types.title')}
            </Typography.Title>
            <Auth value="sysDictType:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, record: null })}>
                {t('types.add')}
              </Button>
            </Auth>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t('types.selectHint')}
            </Typography.Text>
          </Flex>
        }
      />
      <DictTypeFormModal open={form.open} record={form.record} onClose={() => setForm({ open: false, record: null })} />
      <DictDataDrawer dictType={current} onClose={() => setSelected(null)} />
    </div>
  );
}
