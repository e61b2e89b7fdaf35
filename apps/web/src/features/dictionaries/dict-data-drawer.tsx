import { PlusOutlined } from '@ant-design/icons';
import type { SysDictData, SysDictType } from '@meiyu/contract';
import { App, Button, Drawer, Flex, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { useDictDataColumns } from './dict-data-columns';
import { DictDataFormModal } from './dict-data-form-modal';
import { DICT_NS } from './dict-i18n';
import { type DictDataQuery, useDeleteDictData, useDictDataPage, useSetDictDataStatus } from './dictionaries.api';

interface Props {
  /** The type whose items are shown; null closes the drawer. */
  dictType: SysDictType | null;
  onClose: () => void;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The items of one dictionary type: search, paging, add, edit, enable/disable, delete. */
export function DictDataDrawer({ dictType, onClose }: Props) {
  const { t } = useTranslation(DICT_NS);
  const { modal, message } = App.useApp();
  const typeId = dictType?.id ?? null;
  const [filter, setFilter] = useState<Omit<DictDataQuery, 'dictTypeId'>>({ page: 1, pageSize: 20 });
  const [form, setForm] = useState<{ open: boolean; record: SysDictData | null }>({ open: false, record: null });
  const page = useDictDataPage(typeId === null ? null : { ...filter, dictTypeId: typeId });
  const remove = useDeleteDictData();
  const setStatus = useSetDictDataStatus();
  const rows = typeId === null ? [] : (page.data?.items ?? []);

  // Another type opened: start from its first page without filters.
  useEffect(() => {
    if (typeId !== null) setFilter((f) => ({ page: 1, pageSize: f.pageSize }));
  }, [typeId]);

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'value', label: t('fields.value'), placeholder: t('placeholders.searchValue') },
      { prop: 'code', label: t('fields.itemCode'), placeholder: t('placeholders.searchCode') },
    ],
    [t],
  );

  // A stable object: QueryForm writes `values` into its fields whenever the object changes.
  const formValues = useMemo(() => ({ value: filter.value, code: filter.code }), [filter.value, filter.code]);

  const columns = useDictDataColumns({
    statusPending: setStatus.isPending ? (setStatus.variables?.id ?? null) : null,
    onEdit: (row) => setForm({ open: true, record: row }),
    onDelete: (row) =>
      modal.confirm({
        title: t('items.deleteConfirmTitle', { name: row.value }),
        content: t('items.deleteConfirmContent', { code: row.code }),
        okText: t('actions.delete'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel'),
        onOk: async () => {
          await remove.mutateAsync(row.id);
          message.success(t('messages.deleted'));
          if (rows.length === 1 && filter.page > 1) setFilter((f) => ({ ...f, page: f.page - 1 }));
        },
      }),
    onStatus: (row, status) =>
      setStatus
        .mutateAsync({ id: row.id, status })
        .then(() => message.success(t(status === 1 ? 'messages.enabled' : 'messages.disabled')))
        .catch(() => undefined),
  });

  return (
    <Drawer
      open={dictType !== null}
      onClose={onClose}
      size={1080}
      destroyOnHidden
      title={
        dictType && (
          <Flex vertical gap={2}>
            <span>{t('items.title', { name: dictType.name })}</span>
            <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 400 }}>
              {t('items.subtitle', { code: dictType.code })}
            </Typography.Text>
          </Flex>
        )
      }
      styles={{ body: { paddingTop: 16 } }}
      data-testid="dict-data-drawer"
    >
      {dictType && (
        <>
          <QueryForm
            fields={fields}
            values={formValues}
            onSearch={(v: QueryValues) => setFilter((f) => ({ ...f, page: 1, value: str(v.value), code: str(v.code) }))}
            onReset={() => setFilter((f) => ({ page: 1, pageSize: f.pageSize }))}
            loading={page.isFetching}
          />
          <DataTable<SysDictData>
            columns={columns}
            rows={rows}
            loading={page.isFetching}
            scrollX={1040}
            onRefresh={() => page.refetch()}
            paging={{ page: filter.page, size: filter.pageSize, total: page.data?.total ?? 0 }}
            onPageChange={(p, size) => setFilter((f) => ({ ...f, page: p, pageSize: size }))}
            toolbar={
              <Auth value="sysDictData:add">
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, record: null })}>
                  {t('items.add')}
                </Button>
              </Auth>
            }
          />
          <DictDataFormModal
            open={form.open}
            dictType={dictType}
            record={form.record}
            onClose={() => setForm({ open: false, record: null })}
          />
        </>
      )}
    </Drawer>
  );
}
