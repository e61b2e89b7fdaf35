import type { SysLogOp } from '@meiyu/contract';
import { Descriptions, Drawer, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/components/auth';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { ExportButton } from './export-button';
import { logsApi, type OpQuery, rangeOf, useOpDetail, useOpPage } from './logs.api';
import { LOGS_NS } from './logs-i18n';
import './logs.css';
import { diffRecords, type FieldChange } from './record-diff';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const ACTION_COLOR: Record<string, string> = {
  add: 'success',
  delete: 'error',
  update: 'processing',
  upload: 'success',
};

/** The values before and after one operation, field by field, changed fields first and highlighted. */
function OperationDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(LOGS_NS);
  const detail = useOpDetail(id);
  const d = detail.data;
  const rows = useMemo(() => (d ? diffRecords(d.before, d.after) : []), [d]);
  const cell = (v: string | null, changed: boolean, side: 'before' | 'after') =>
    v === null ? (
      <Typography.Text type="secondary">—</Typography.Text>
    ) : (
      <span className={changed ? `diff-${side}` : undefined} style={{ wordBreak: 'break-all' }}>
        {v}
      </span>
    );
  return (
    <Drawer open={id !== null} onClose={onClose} size={900} title={t('op.detailTitle')} destroyOnHidden>
      {detail.isLoading || !d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 't', label: t('fields.time'), children: d.createTime },
              { key: 'u', label: t('fields.operator'), children: `${d.realName ?? ''} (${d.account ?? '—'})` },
              { key: 'm', label: t('fields.module'), children: t(`modules.${d.module}`, { defaultValue: d.module }) },
              { key: 'a', label: t('fields.action'), children: t(`actions_.${d.action}`, { defaultValue: d.action }) },
              { key: 'e', label: t('fields.entity'), children: `${d.entity} #${d.entityId ?? '—'}` },
              { key: 'ip', label: t('fields.ip'), children: d.ip ?? '—' },
              { key: 'r', label: t('fields.requestId'), children: d.requestId ?? '—' },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('op.changes', { count: rows.filter((r) => r.changed).length })}
          </Typography.Title>
          <Table<FieldChange>
            size="small"
            rowKey="field"
            pagination={false}
            dataSource={rows}
            rowClassName={(r) => (r.changed ? 'diff-row-changed' : '')}
            columns={[
              {
                key: 'field',
                dataIndex: 'field',
                title: t('op.field'),
                width: 180,
                render: (f: string) => <Typography.Text code>{f}</Typography.Text>,
              },
              {
                key: 'before',
                title: t('op.before'),
                width: '38%',
                render: (_: unknown, r: FieldChange) => cell(r.before, r.changed, 'before'),
              },
              {
                key: 'after',
                title: t('op.after'),
                width: '38%',
                render: (_: unknown, r: FieldChange) => cell(r.after, r.changed, 'after'),
              },
            ]}
            data-testid="op-diff"
          />
        </>
      )}
    </Drawer>
  );
}

/** 操作日志 (component '/system/log/op/index'): who changed what, with the values before and after. */
export default function LogOpPage() {
  const { t } = useTranslation(LOGS_NS);
  const { auth } = useAuth();
  const [query, setQuery] = useState<OpQuery>({ page: 1, pageSize: 20 });
  const [open, setOpen] = useState<number | null>(null);
  const page = useOpPage(query);

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'account', label: t('fields.account') },
      {
        prop: 'module',
        label: t('fields.module'),
        type: 'select',
        options: Object.entries(t('modules', { returnObjects: true }) as Record<string, string>).map(
          ([code, value]) => ({
            code,
            value,
          }),
        ),
      },
      {
        prop: 'action',
        label: t('fields.action'),
        type: 'select',
        options: Object.entries(t('actions_', { returnObjects: true }) as Record<string, string>).map(
          ([code, value]) => ({
            code,
            value,
          }),
        ),
      },
      { prop: 'entity', label: t('fields.entity') },
      { prop: 'entityId', label: t('fields.entityId') },
      { prop: 'range', label: t('fields.time'), type: 'dateRange' },
    ],
    [t],
  );

  const columns: DataColumn<SysLogOp>[] = [
    { prop: 'createTime', label: t('fields.time'), width: 170 },
    {
      prop: 'account',
      label: t('fields.operator'),
      width: 160,
      render: (r) => `${r.realName ?? ''} (${r.account ?? '—'})`,
    },
    {
      prop: 'module',
      label: t('fields.module'),
      width: 120,
      render: (r) => t(`modules.${r.module}`, { defaultValue: r.module }),
    },
    {
      prop: 'action',
      label: t('fields.action'),
      width: 120,
      render: (r) => (
        <Tag color={ACTION_COLOR[r.action] ?? 'default'} variant="filled">
          {t(`actions_.${r.action}`, { defaultValue: r.action })}
        </Tag>
      ),
    },
    { prop: 'entity', label: t('fields.entity'), width: 150 },
    { prop: 'entityId', label: t('fields.entityId'), width: 160, render: (r) => r.entityId ?? '—' },
    { prop: 'ip', label: t('fields.ip'), width: 130, render: (r) => r.ip ?? '—' },
    {
      prop: 'detail',
      label: t('fields.actionsCol'),
      width: 90,
      fixed: 'right',
      render: (r) =>
        auth('sysLogOp:detail') ? (
          <Typography.Link onClick={() => setOpen(r.id)}>{t('actions.detail')}</Typography.Link>
        ) : null,
    },
  ];

  const onSearch = (v: QueryValues) =>
    setQuery((q) => ({
      page: 1,
      pageSize: q.pageSize,
      account: str(v.account),
      module: str(v.module),
      action: str(v.action),
      entity: str(v.entity),
      entityId: str(v.entityId),
      ...rangeOf(v.range),
    }));

  return (
    <div data-testid="log-op-page">
      <QueryForm
        fields={fields}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <DataTable<SysLogOp>
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
              {t('op.title')}
            </Typography.Title>
            <ExportButton
              permission="sysLogOp:export"
              onExport={() => logsApi.export('op', query, `${t('op.title')}.xlsx`)}
            />
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t('retention')}
            </Typography.Text>
          </Flex>
        }
      />
      <OperationDrawer id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
