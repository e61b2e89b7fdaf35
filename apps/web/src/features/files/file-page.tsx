import { CustomerServiceOutlined, FileTextOutlined, UploadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { FileKindCode, SysFile } from '@meiyu/contract';
import { App, Button, Flex, Space, Tag, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { API_BASE } from '@/core/http';
import { ACCEPT, formatBytes, guessKind } from './file-format';
import { FilePreview } from './file-preview';
import { type FileQuery, filesApi, useDeleteFile, useFileLimits, useFilePage, useUploadFile } from './files.api';
import { FILES_NS } from './files-i18n';
import './files.css';

const KINDS: FileKindCode[] = ['image', 'audio', 'video', 'document'];
const KIND_COLOR: Record<FileKindCode, string> = { image: 'blue', audio: 'purple', video: 'magenta', document: 'cyan' };
const KIND_ICON: Record<Exclude<FileKindCode, 'image'>, React.ReactNode> = {
  audio: <CustomerServiceOutlined />,
  video: <VideoCameraOutlined />,
  document: <FileTextOutlined />,
};
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** 文件管理 (component '/system/file/index'): the files of the caller's data scope; upload, preview, delete. */
export default function FilePage() {
  const { t } = useTranslation(FILES_NS);
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<FileQuery>({ page: 1, pageSize: 20 });
  const [preview, setPreview] = useState<SysFile | null>(null);
  const page = useFilePage(query);
  const limits = useFileLimits();
  const upload = useUploadFile();
  const remove = useDeleteFile();

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'originalName', label: t('fields.name') },
      {
        prop: 'kind',
        label: t('fields.kind'),
        type: 'select',
        options: KINDS.map((k) => ({ code: k, value: t(`kinds.${k}`) })),
      },
      { prop: 'range', label: t('fields.createTime'), type: 'dateRange' },
    ],
    [t],
  );
  const values = useMemo(
    () => ({
      originalName: query.originalName,
      kind: query.kind,
      range: query.startTime && query.endTime ? [query.startTime, query.endTime] : undefined,
    }),
    [query],
  );

  const onSearch = (v: QueryValues) => {
    const range = Array.isArray(v.range) ? (v.range as (string | null)[]) : [];
    setQuery((q) => ({
      ...q,
      page: 1,
      originalName: str(v.originalName),
      kind: (str(v.kind) as FileKindCode | undefined) ?? undefined,
      startTime: range[0] ?? undefined,
      endTime: range[1] ?? undefined,
    }));
  };

  /** Checks what can be checked before sending; the server checks the content itself. */
  const beforeUpload = (file: File): boolean => {
    const kind = guessKind(file);
    if (!kind) {
      message.error(t('messages.unsupported', { name: file.name }));
      return false;
    }
    if (file.size === 0) {
      message.error(t('messages.empty', { name: file.name }));
      return false;
    }
    const limit = limits.data?.[kind];
    if (limit && file.size > limit) {
      message.error(t('messages.tooLarge', { name: file.name, limit: formatBytes(limit) }));
      return false;
    }
    upload
      .mutateAsync({ file })
      .then((f) => message.success(t('messages.uploaded', { name: f.originalName })))
      .catch(() => undefined);
    return false;
  };

  const columns: DataColumn<SysFile>[] = [
    {
      prop: 'thumb',
      label: t('fields.preview'),
      width: 90,
      render: (row) => (
        <button type="button" className="file-thumb" onClick={() => setPreview(row)} aria-label={row.originalName}>
          {row.kind === 'image' && row.thumbUrl ? (
            <img src={`${API_BASE}${row.thumbUrl}`} alt="" loading="lazy" />
          ) : (
            <span className={`file-thumb-icon file-thumb-${row.kind}`}>
              {KIND_ICON[row.kind as Exclude<FileKindCode, 'image'>]}
            </span>
          )}
        </button>
      ),
    },
    {
      prop: 'originalName',
      label: t('fields.name'),
      ellipsis: true,
      render: (row) => (
        <Typography.Link onClick={() => setPreview(row)} data-testid="file-name">
          {row.originalName}
        </Typography.Link>
      ),
    },
    {
      prop: 'kind',
      label: t('fields.kind'),
      width: 90,
      render: (row) => (
        <Tag color={KIND_COLOR[row.kind]} variant="filled">
          {t(`kinds.${row.kind}`)}
        </Tag>
      ),
    },
    { prop: 'mime', label: t('fields.mime'), width: 160, hidden: true },
    {
      prop: 'sizeBytes',
      label: t('fields.size'),
      width: 100,
      align: 'right',
      render: (row) => formatBytes(row.sizeBytes),
    },
    { prop: 'orgName', label: t('fields.org'), width: 150, ellipsis: true, render: (row) => row.orgName ?? '—' },
    { prop: 'createUserName', label: t('fields.uploader'), width: 110, render: (row) => row.createUserName ?? '—' },
    { prop: 'createTime', label: t('fields.createTime'), width: 180 },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 190,
      fixed: 'right',
      render: (row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setPreview(row)}>
            {t('actions.preview')}
          </Button>
          <Auth value="sysFile:download">
            <Button type="link" size="small" onClick={() => filesApi.download(row).catch(() => undefined)}>
              {t('actions.download')}
            </Button>
          </Auth>
          <Auth value="sysFile:delete">
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                modal.confirm({
                  title: t('confirm.delete', { name: row.originalName }),
                  content: t('confirm.deleteContent'),
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

  const limitText = limits.data
    ? KINDS.map((k) => `${t(`kinds.${k}`)} ≤ ${formatBytes(limits.data[k])}`).join(' · ')
    : '';

  return (
    <div data-testid="file-page">
      <QueryForm
        fields={fields}
        values={values}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <DataTable<SysFile>
        columns={columns}
        rows={page.data?.items ?? []}
        loading={page.isFetching}
        showIndex
        scrollX={1100}
        onRefresh={() => page.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
        toolbar={
          <Flex align="center" gap={16} wrap>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('page.title')}
            </Typography.Title>
            <Auth value="sysFile:upload">
              <Upload accept={ACCEPT} multiple showUploadList={false} beforeUpload={beforeUpload}>
                <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending} data-testid="file-upload">
                  {t('actions.upload')}
                </Button>
              </Upload>
            </Auth>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {limitText}
            </Typography.Text>
          </Flex>
        }
      />
      <FilePreview file={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
