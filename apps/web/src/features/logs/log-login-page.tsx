import type { SysLogVis } from '@meiyu/contract';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { ExportButton } from './export-button';
import { logsApi, rangeOf, useVisPage, type VisQuery } from './logs.api';
import { LOGS_NS } from './logs-i18n';
import './logs.css';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const METHODS = ['password', 'phone', 'scan', 'swagger'];

/** 登录日志 (component '/system/log/login/index'): every sign-in, successful or not. */
export default function LogLoginPage() {
  const { t } = useTranslation(LOGS_NS);
  const [query, setQuery] = useState<VisQuery>({ page: 1, pageSize: 20 });
  const page = useVisPage(query);

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'account', label: t('fields.account') },
      { prop: 'ip', label: t('fields.ip') },
      {
        prop: 'status',
        label: t('fields.result'),
        type: 'select',
        options: [
          { code: 1, value: t('login.success') },
          { code: 2, value: t('login.failure') },
        ],
      },
      {
        prop: 'method',
        label: t('fields.method'),
        type: 'select',
        options: METHODS.map((m) => ({ code: m, value: t(`methods.${m}`) })),
      },
      { prop: 'range', label: t('fields.time'), type: 'dateRange' },
    ],
    [t],
  );

  const columns: DataColumn<SysLogVis>[] = [
    { prop: 'createTime', label: t('fields.time'), width: 170 },
    { prop: 'account', label: t('fields.account'), width: 130, render: (r) => r.account ?? '—' },
    { prop: 'realName', label: t('fields.realName'), width: 100, render: (r) => r.realName ?? '—' },
    {
      prop: 'method',
      label: t('fields.method'),
      width: 110,
      render: (r) => t(`methods.${r.method}`, { defaultValue: r.method }),
    },
    {
      prop: 'status',
      label: t('fields.result'),
      width: 90,
      render: (r) => (
        <Tag color={r.status === 1 ? 'success' : 'error'} variant="filled">
          {t(r.status === 1 ? 'login.success' : 'login.failure')}
        </Tag>
      ),
    },
    { prop: 'reason', label: t('fields.reason'), ellipsis: true, render: (r) => r.reason ?? '—' },
    { prop: 'ip', label: t('fields.ip'), width: 140, render: (r) => r.ip ?? '—' },
    {
      prop: 'browser',
      label: t('fields.client'),
      width: 200,
      render: (r) => (
        <Tooltip title={r.userAgent}>
          <span>{[r.browser, r.os].filter(Boolean).join(' / ') || '—'}</span>
        </Tooltip>
      ),
    },
  ];

  const onSearch = (v: QueryValues) =>
    setQuery((q) => ({
      page: 1,
      pageSize: q.pageSize,
      account: str(v.account),
      ip: str(v.ip),
      status: v.status === undefined || v.status === null ? undefined : Number(v.status),
      method: str(v.method),
      ...rangeOf(v.range),
    }));

  return (
    <div data-testid="log-login-page">
      <QueryForm
        fields={fields}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <DataTable<SysLogVis>
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
              {t('login.title')}
            </Typography.Title>
            <ExportButton
              permission="sysLogVis:export"
              onExport={() => logsApi.export('vis', query, `${t('login.title')}.xlsx`)}
            />
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t('retention')}
            </Typography.Text>
          </Flex>
        }
      />
    </div>
  );
}
