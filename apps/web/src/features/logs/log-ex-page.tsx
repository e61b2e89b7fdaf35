import type { SysLogEx } from '@meiyu/contract';
import { Descriptions, Drawer, Flex, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/components/auth';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { ExportButton } from './export-button';
import { type ExQuery, logsApi, rangeOf, useExDetail, useExPage } from './logs.api';
import { LOGS_NS } from './logs-i18n';
import './logs.css';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

function ExceptionDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(LOGS_NS);
  const detail = useExDetail(id);
  const d = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size={900} title={t('ex.detailTitle')} destroyOnHidden>
      {detail.isLoading || !d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 't', label: t('fields.time'), children: d.createTime },
              {
                key: 'u',
                label: t('fields.operator'),
                children: d.account ? `${d.realName ?? ''} (${d.account})` : '—',
              },
              { key: 'q', label: t('fields.request'), children: `${d.httpMethod ?? ''} ${d.url ?? ''}` },
              { key: 'r', label: t('fields.route'), children: d.route ?? '—' },
              { key: 'n', label: t('fields.errorName'), children: d.errorName ?? '—' },
              { key: 'id', label: t('fields.requestId'), children: d.requestId ?? '—' },
              { key: 'ip', label: t('fields.ip'), children: d.ip ?? '—' },
              { key: 'ua', label: t('fields.client'), children: d.userAgent ?? '—', span: 2 },
              { key: 'm', label: t('fields.message'), children: d.message ?? '—', span: 2 },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('ex.stack')}
          </Typography.Title>
          <pre className="log-stack" data-testid="ex-stack">
            {d.stack ?? '—'}
          </pre>
        </>
      )}
    </Drawer>
  );
}

/** 异常日志 (component '/system/log/ex/index'): unhandled errors with their stack, route and request id. */
export default function LogExPage() {
  const { t } = useTranslation(LOGS_NS);
  const { auth } = useAuth();
  const [query, setQuery] = useState<ExQuery>({ page: 1, pageSize: 20 });
  const [open, setOpen] = useState<number | null>(null);
  const page = useExPage(query);

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'account', label: t('fields.account') },
      { prop: 'message', label: t('fields.message') },
      { prop: 'url', label: t('fields.request') },
      { prop: 'range', label: t('fields.time'), type: 'dateRange' },
    ],
    [t],
  );

  const columns: DataColumn<SysLogEx>[] = [
    { prop: 'createTime', label: t('fields.time'), width: 170 },
    {
      prop: 'url',
      label: t('fields.request'),
      width: 280,
      ellipsis: true,
      render: (r) => `${r.httpMethod ?? ''} ${r.url ?? ''}`,
    },
    { prop: 'errorName', label: t('fields.errorName'), width: 140, render: (r) => r.errorName ?? '—' },
    { prop: 'message', label: t('fields.message'), ellipsis: true, render: (r) => r.message ?? '—' },
    { prop: 'account', label: t('fields.operator'), width: 120, render: (r) => r.account ?? '—' },
    { prop: 'requestId', label: t('fields.requestId'), width: 130, render: (r) => r.requestId ?? '—' },
    {
      prop: 'detail',
      label: t('fields.actionsCol'),
      width: 90,
      fixed: 'right',
      render: (r) =>
        auth('sysLogEx:detail') ? (
          <Typography.Link onClick={() => setOpen(r.id)}>{t('actions.detail')}</Typography.Link>
        ) : null,
    },
  ];

  const onSearch = (v: QueryValues) =>
    setQuery((q) => ({
      page: 1,
      pageSize: q.pageSize,
      account: str(v.account),
      message: str(v.message),
      url: str(v.url),
      ...rangeOf(v.range),
    }));

  return (
    <div data-testid="log-ex-page">
      <QueryForm
        fields={fields}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <DataTable<SysLogEx>
        columns={columns}
        rows={page.data?.items ?? []}
        loading={page.isFetching}
        showIndex
        scrollX={1200}
        onRefresh={() => page.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
        toolbar={
          <Flex align="center" gap={16}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('ex.title')}
            </Typography.Title>
            <ExportButton
              permission="sysLogEx:export"
              onExport={() => logsApi.export('ex', query, `${t('ex.title')}.xlsx`)}
            />
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t('retention')}
            </Typography.Text>
          </Flex>
        }
      />
      <ExceptionDrawer id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
