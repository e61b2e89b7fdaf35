import { CheckOutlined } from '@ant-design/icons';
import type { ReceivedNotice } from '@meiyu/contract';
import { App, Badge, Button, Flex, Modal, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { NoticeTypeTag } from './notice-tags';
import { noticeText } from './notice-text';
import { type ReceivedQuery, useOpenNotice, useReadAllNotices, useReceivedPage } from './notices.api';
import { NOTICES_NS } from './notices-i18n';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

/** 通知中心 (component '/notice/center/index'): every notice addressed to the user, read and unread. */
export default function NoticeCenterPage() {
  const { t } = useTranslation(NOTICES_NS);
  const { message } = App.useApp();
  const [query, setQuery] = useState<ReceivedQuery>({ page: 1, pageSize: 20 });
  const [opened, setOpened] = useState<ReceivedNotice | null>(null);
  const page = useReceivedPage(query);
  const open = useOpenNotice();
  const readAll = useReadAllNotices();
  const rows = page.data?.items ?? [];

  const show = (id: number) =>
    open
      .mutateAsync(id)
      .then(setOpened)
      .catch(() => undefined);

  // Opened from the top bar or a toast: the notice id arrives in the navigation state (the address stays the
  // page's own, so the tags view keeps one tab), once per navigation.
  const location = useLocation();
  const handled = useRef<string | null>(null);
  const wanted = (location.state as { openNotice?: number } | null)?.openNotice;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation that asks for a notice
  useEffect(() => {
    if (!wanted || handled.current === location.key) return;
    handled.current = location.key;
    void show(wanted);
  }, [wanted, location.key]);

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
        prop: 'read',
        label: t('fields.readState'),
        type: 'select',
        options: [
          { code: 0, value: t('read.0') },
          { code: 1, value: t('read.1') },
        ],
      },
    ],
    [t],
  );
  const values = useMemo(() => ({ title: query.title, type: query.type, read: query.read }), [query]);

  const columns: DataColumn<ReceivedNotice>[] = [
    {
      prop: 'title',
      label: t('fields.title'),
      render: (row) => (
        <Space size={8}>
          <Badge status={row.read ? 'default' : 'processing'} />
          <Typography.Link onClick={() => show(row.id)} strong={!row.read} data-testid="notice-center-title">
            {row.title}
          </Typography.Link>
        </Space>
      ),
    },
    { prop: 'type', label: t('fields.type'), width: 100, render: (row) => <NoticeTypeTag type={row.type} /> },
    { prop: 'publicOrgName', label: t('fields.sender'), width: 180, render: (row) => row.publicOrgName ?? '—' },
    { prop: 'publicTime', label: t('fields.publicTime'), width: 180, render: (row) => row.publicTime ?? '—' },
    {
      prop: 'read',
      label: t('fields.readState'),
      width: 100,
      render: (row) => (
        <Typography.Text type={row.read ? 'secondary' : 'warning'}>{t(`read.${row.read ? 1 : 0}`)}</Typography.Text>
      ),
    },
  ];

  const onSearch = (v: QueryValues) =>
    setQuery((q) => ({ ...q, page: 1, title: str(v.title), type: num(v.type), read: num(v.read) }));

  return (
    <div data-testid="notice-center-page">
      <QueryForm
        fields={fields}
        values={values}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <DataTable<ReceivedNotice>
        columns={columns}
        rows={rows}
        loading={page.isFetching}
        onRefresh={() => page.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
        toolbar={
          <Flex align="center" gap={16}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('center.title')}
            </Typography.Title>
            <Button
              icon={<CheckOutlined />}
              loading={readAll.isPending}
              onClick={() =>
                readAll
                  .mutateAsync()
                  .then((n) => message.success(t('messages.readAll', { count: n })))
                  .catch(() => undefined)
              }
            >
              {t('actions.readAll')}
            </Button>
          </Flex>
        }
      />
      <Modal
        open={!!opened}
        onCancel={() => setOpened(null)}
        footer={<Button onClick={() => setOpened(null)}>{t('actions.close')}</Button>}
        title={opened?.title}
        width={720}
      >
        {opened && (
          <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="notice-detail">
            <Space wrap>
              <NoticeTypeTag type={opened.type} />
              <Typography.Text type="secondary">
                {[opened.publicOrgName, opened.publicUserName, opened.publicTime].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Space>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15, lineHeight: 1.8 }}>
              {noticeText(opened.content)}
            </Typography.Paragraph>
          </Space>
        )}
      </Modal>
    </div>
  );
}
