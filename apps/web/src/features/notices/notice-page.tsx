import { PlusOutlined } from '@ant-design/icons';
import type { SysNotice } from '@meiyu/contract';
import { App, Button, Drawer, Flex, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { NoticeFormModal } from './notice-form-modal';
import { NoticeStatusTag, NoticeTypeTag } from './notice-tags';
import { noticeText } from './notice-text';
import { type NoticeQuery, useCancelNotice, useDeleteNotice, useNoticePage, usePublishNotice } from './notices.api';
import { NOTICES_NS } from './notices-i18n';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

/** 通知公告 (component '/system/notice/index'): a bureau or school writes and publishes notices. */
export default function NoticePage() {
  const { t } = useTranslation(NOTICES_NS);
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<NoticeQuery>({ page: 1, pageSize: 20 });
  const [form, setForm] = useState<{ open: boolean; record: SysNotice | null }>({ open: false, record: null });
  const [preview, setPreview] = useState<SysNotice | null>(null);
  const page = useNoticePage(query);
  const publish = usePublishNotice();
  const cancel = useCancelNotice();
  const remove = useDeleteNotice();
  const rows = page.data?.items ?? [];

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'title', label: t('fields.title') },
      {
        prop: 'type',
        label: t('fields.type'),
        type: 'select',
        options: [
          { code: 1, value: t('types.1') },
          { code: 2, value: t('types.2') },
        ],
      },
      {
        prop: 'status',
        label: t('fields.status'),
        type: 'select',
        options: [0, 1, 2].map((s) => ({ code: s, value: t(`status.${s}`) })),
      },
    ],
    [t],
  );
  const values = useMemo(() => ({ title: query.title, type: query.type, status: query.status }), [query]);

  const confirm = (title: string, run: () => Promise<unknown>, done: string, danger = false) =>
    modal.confirm({
      title,
      okText: t('actions.ok'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger },
      onOk: async () => {
        await run();
        message.success(t(done));
      },
    });

  const columns: DataColumn<SysNotice>[] = [
    {
      prop: 'title',
      label: t('fields.title'),
      width: 240,
      render: (row) => (
        <Typography.Link onClick={() => setPreview(row)} ellipsis>
          {row.title}
        </Typography.Link>
      ),
    },
    { prop: 'type', label: t('fields.type'), width: 90, render: (row) => <NoticeTypeTag type={row.type} /> },
    { prop: 'status', label: t('fields.status'), width: 100, render: (row) => <NoticeStatusTag status={row.status} /> },
    {
      prop: 'targetOrgNames',
      label: t('fields.targetOrgs'),
      ellipsis: true,
      render: (row) => row.targetOrgNames.join('、'),
    },
    { prop: 'orgName', label: t('fields.sender'), width: 160, render: (row) => row.orgName ?? '—' },
    { prop: 'publicTime', label: t('fields.publicTime'), width: 170, render: (row) => row.publicTime ?? '—' },
    {
      prop: 'readCount',
      label: t('fields.readCount'),
      width: 90,
      align: 'center',
      render: (row) => (row.status === 1 ? row.readCount : '—'),
    },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 170,
      fixed: 'right',
      render: (row) => (
        <Space size={0} wrap>
          {row.status === 0 && (
            <Auth value="sysNotice:update">
              <Button type="link" size="small" onClick={() => setForm({ open: true, record: row })}>
                {t('actions.edit')}
              </Button>
            </Auth>
          )}
          {row.status === 0 && (
            <Auth value="sysNotice:public">
              <Button
                type="link"
                size="small"
                onClick={() =>
                  confirm(
                    t('confirm.publish', { title: row.title }),
                    () => publish.mutateAsync(row.id),
                    'messages.published',
                  )
                }
              >
                {t('actions.publish')}
              </Button>
            </Auth>
          )}
          {row.status === 1 && (
            <Auth value="sysNotice:cancel">
              <Button
                type="link"
                size="small"
                onClick={() =>
                  confirm(
                    t('confirm.cancel', { title: row.title }),
                    () => cancel.mutateAsync(row.id),
                    'messages.cancelled',
                  )
                }
              >
                {t('actions.withdraw')}
              </Button>
            </Auth>
          )}
          <Auth value="sysNotice:delete">
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm(
                  t('confirm.delete', { title: row.title }),
                  () => remove.mutateAsync(row.id),
                  'messages.deleted',
                  true,
                )
              }
            >
              {t('actions.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  const onSearch = (v: QueryValues) =>
    setQuery((q) => ({ ...q, page: 1, title: str(v.title), type: num(v.type), status: num(v.status) }));

  return (
    <div data-testid="notice-page">
      <QueryForm
        fields={fields}
        values={values}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <DataTable<SysNotice>
        columns={columns}
        rows={rows}
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
            <Auth value="sysNotice:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, record: null })}>
                {t('actions.add')}
              </Button>
            </Auth>
          </Flex>
        }
      />
      <NoticeFormModal open={form.open} record={form.record} onClose={() => setForm({ open: false, record: null })} />
      <Drawer open={!!preview} onClose={() => setPreview(null)} title={preview?.title} size={560}>
        {preview && (
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Space>
              <NoticeTypeTag type={preview.type} />
              <NoticeStatusTag status={preview.status} />
            </Space>
            <Typography.Text type="secondary">
              {[preview.orgName, preview.publicUserName, preview.publicTime].filter(Boolean).join(' · ')}
            </Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {noticeText(preview.content)}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {t('fields.targetOrgs')}：{preview.targetOrgNames.join('、')}
            </Typography.Text>
          </Space>
        )}
      </Drawer>
    </div>
  );
}
