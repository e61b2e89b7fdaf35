import type { SchoolAdmin } from '@meiyu/contract';
import { Alert, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { useSchools } from '@/components/school-pickers';
import { type AdminQuery, useAdminPage } from './school-admins.api';
import { ADMINS_NS } from './school-admins-i18n';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined;

/** The school administrators of the caller's scope (component '/school/admin/index'). */
export default function AdminPage() {
  const { t } = useTranslation(ADMINS_NS);
  const schools = useSchools();
  const [query, setQuery] = useState<AdminQuery>({ page: 1, pageSize: 20 });
  const page = useAdminPage(query);
  const several = (schools.data?.length ?? 0) > 1;

  const fields = useMemo<QueryField[]>(() => {
    const list: QueryField[] = [
      { prop: 'realName', label: t('fields.realName') },
      { prop: 'account', label: t('fields.account') },
    ];
    if (several) {
      list.unshift({
        prop: 'orgId',
        label: t('fields.school'),
        type: 'select',
        options: (schools.data ?? []).map((s) => ({ code: s.id, value: s.name })),
      });
    }
    return list;
  }, [t, several, schools.data]);
  const formValues = useMemo(
    () => ({ orgId: query.orgId, realName: query.realName, account: query.account }),
    [query.orgId, query.realName, query.account],
  );

  const columns: DataColumn<SchoolAdmin & { id: number }>[] = [
    { prop: 'orgName', label: t('fields.school'), width: 220, ellipsis: true },
    { prop: 'account', label: t('fields.account'), width: 160 },
    { prop: 'realName', label: t('fields.realName'), width: 140 },
    { prop: 'phone', label: t('fields.phone'), width: 140, render: (r) => r.phone ?? '—' },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 100,
      render: (r) => (
        <Tag color={r.status === 1 ? 'success' : 'default'}>
          {t(r.status === 1 ? 'status.enabled' : 'status.disabled')}
        </Tag>
      ),
    },
    {
      prop: 'lastLoginTime',
      label: t('fields.lastLoginTime'),
      width: 180,
      render: (r) => r.lastLoginTime ?? <Typography.Text type="secondary">{t('never')}</Typography.Text>,
    },
    { prop: 'createTime', label: t('fields.createTime'), width: 180 },
  ];

  const onSearch = (v: QueryValues) =>
    setQuery((q) => ({ ...q, page: 1, orgId: num(v.orgId), realName: str(v.realName), account: str(v.account) }));

  return (
    <div data-testid="school-admin-page">
      <QueryForm
        fields={fields}
        values={formValues}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <Alert type="info" showIcon title={t('hint')} style={{ marginBottom: 12 }} />
      <DataTable<SchoolAdmin>
        columns={columns}
        rows={page.data?.items ?? []}
        loading={page.isFetching}
        showIndex
        onRefresh={() => page.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
        toolbar={
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('listTitle')}
          </Typography.Title>
        }
      />
    </div>
  );
}
