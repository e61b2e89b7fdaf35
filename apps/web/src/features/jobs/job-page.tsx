import type { SysJob, SysJobRun } from '@meiyu/contract';
import { App, Button, Drawer, Flex, Form, Input, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { type DataColumn, DataTable } from '@/components/data-table';
import { CRON_PRESETS, looksLikeCron } from './cron-describe';
import { type RunQuery, usePauseJob, useResumeJob, useRunJob, useRuns, useUpdateJob, useJobs } from './jobs.api';
import { JOBS_NS } from './jobs-i18n';

const RUN_COLOR: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };

function RunStatus({ run }: { run: SysJobRun }) {
  const { t } = useTranslation(JOBS_NS);
  return (
    <Tag color={RUN_COLOR[run.status] ?? 'default'} variant="filled">
      {t(`runStatus.${run.status}`)}
    </Tag>
  );
}

/** Edits a job's cron expression (checked on the server: a bad one is refused and nothing changes). */
function CronModal({ job, onClose }: { job: SysJob | null; onClose: () => void }) {
  const { t } = useTranslation(JOBS_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ cron: string; remark: string }>();
  const update = useUpdateJob();
  useEffect(() => {
    if (job) form.setFieldsValue({ cron: job.cron, remark: job.remark ?? '' });
  }, [job, form]);
  const submit = async () => {
    const v = await form.validateFields();
    await update.mutateAsync({ id: job!.id, cron: v.cron, remark: v.remark || null });
    message.success(t('messages.updated'));
    onClose();
  };
  return (
    <Modal
      open={!!job}
      title={t('edit.title', { name: job ? t(`names.${job.name}`, { defaultValue: job.title }) : '' })}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={update.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="job-cron-form">
        <Form.Item
          name="cron"
          label={t('fields.cron')}
          extra={t('edit.cronHelp')}
          rules={[
            { required: true, message: t('rules.cron') },
            {
              validator: (_, v: string) =>
                !v || looksLikeCron(v) ? Promise.resolve() : Promise.reject(new Error(t('rules.cronFormat'))),
            },
          ]}
        >
          <Input placeholder="*/10 * * * *" style={{ fontFamily: 'monospace' }} data-testid="job-cron-input" />
        </Form.Item>
        <Space wrap style={{ marginBottom: 16 }}>
          {CRON_PRESETS.map((p) => (
            <Button key={p.key} size="small" onClick={() => form.setFieldsValue({ cron: p.cron })}>
              {t(`presets.${p.key}`)}
            </Button>
          ))}
        </Space>
        <Form.Item name="remark" label={t('fields.remark')} rules={[{ max: 256 }]}>
          <Input.TextArea rows={2} maxLength={256} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The run history of one job (or all). */
function RunsDrawer({ job, onClose }: { job: SysJob | null; onClose: () => void }) {
  const { t } = useTranslation(JOBS_NS);
  const [query, setQuery] = useState<RunQuery>({ page: 1, pageSize: 20 });
  useEffect(() => setQuery({ page: 1, pageSize: 20, jobName: job?.name }), [job]);
  const runs = useRuns(job ? query : null);
  const columns: DataColumn<SysJobRun>[] = [
    { prop: 'startTime', label: t('fields.startTime'), width: 170 },
    { prop: 'status', label: t('fields.status'), width: 90, render: (r) => <RunStatus run={r} /> },
    {
      prop: 'durationMs',
      label: t('fields.duration'),
      width: 100,
      align: 'right',
      render: (r) => (r.durationMs === null ? '—' : `${r.durationMs} ms`),
    },
    {
      prop: 'triggerType',
      label: t('fields.trigger'),
      width: 110,
      render: (r) => t(`trigger.${r.triggerType}`) + (r.userName ? ` · ${r.userName}` : ''),
    },
    { prop: 'message', label: t('fields.message'), ellipsis: true, render: (r) => r.message ?? '—' },
    { prop: 'instance', label: t('fields.instance'), width: 200, hidden: true },
  ];
  return (
    <Drawer
      open={!!job}
      onClose={onClose}
      size={960}
      title={t('runs.title', { name: job ? t(`names.${job.name}`, { defaultValue: job.title }) : '' })}
      destroyOnHidden
    >
      <DataTable<SysJobRun>
        columns={columns}
        rows={runs.data?.items ?? []}
        loading={runs.isFetching}
        onRefresh={() => runs.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: runs.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
      />
    </Drawer>
  );
}

/** 定时任务 (component '/system/job/index'): the scheduled jobs, their schedules, runs and history. */
export default function JobPage() {
  const { t } = useTranslation(JOBS_NS);
  const { message } = App.useApp();
  const jobs = useJobs();
  const pause = usePauseJob();
  const resume = useResumeJob();
  const run = useRunJob();
  const [editing, setEditing] = useState<SysJob | null>(null);
  const [history, setHistory] = useState<SysJob | null>(null);

  const runNow = (job: SysJob) =>
    run
      .mutateAsync(job.id)
      .then((r) =>
        r.status === 1
          ? message.success(t('messages.ran', { message: r.message ?? '' }))
          : message.error(t('messages.failed', { message: r.message ?? '' })),
      )
      .catch(() => undefined);

  const columns: DataColumn<SysJob>[] = [
    {
      prop: 'title',
      label: t('fields.title'),
      width: 190,
      render: (r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{t(`names.${r.name}`, { defaultValue: r.title })}</Typography.Text>
          <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
            {r.name}
          </Typography.Text>
        </Space>
      ),
    },
    {
      prop: 'cron',
      label: t('fields.cron'),
      width: 190,
      render: (r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text code>{r.cron}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.nextFireTime ? t('fields.next', { time: r.nextFireTime }) : t('paused')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 90,
      render: (r) => (
        <Tag color={r.status === 1 ? 'success' : 'warning'} variant="filled">
          {t(`status.${r.status}`)}
        </Tag>
      ),
    },
    {
      prop: 'lastRun',
      label: t('fields.lastRun'),
      width: 240,
      render: (r) =>
        r.lastRun ? (
          <Tooltip title={r.lastRun.message}>
            <Space size={6}>
              <RunStatus run={r.lastRun} />
              <span>{r.lastRun.startTime}</span>
            </Space>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">{t('never')}</Typography.Text>
        ),
    },
    { prop: 'remark', label: t('fields.remark'), ellipsis: true, render: (r) => r.remark ?? '—' },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 280,
      fixed: 'right',
      render: (r) => (
        <Space size={0} wrap>
          <Auth value="sysJob:run">
            <Button
              type="link"
              size="small"
              disabled={!r.runnable}
              loading={run.isPending && run.variables === r.id}
              onClick={() => runNow(r)}
            >
              {t('actions.run')}
            </Button>
          </Auth>
          {r.status === 1 ? (
            <Auth value="sysJob:pause">
              <Button
                type="link"
                size="small"
                onClick={() =>
                  pause
                    .mutateAsync(r.id)
                    .then(() => message.success(t('messages.paused')))
                    .catch(() => undefined)
                }
              >
                {t('actions.pause')}
              </Button>
            </Auth>
          ) : (
            <Auth value="sysJob:resume">
              <Button
                type="link"
                size="small"
                onClick={() =>
                  resume
                    .mutateAsync(r.id)
                    .then(() => message.success(t('messages.resumed')))
                    .catch(() => undefined)
                }
              >
                {t('actions.resume')}
              </Button>
            </Auth>
          )}
          <Auth value="sysJob:update">
            <Button type="link" size="small" onClick={() => setEditing(r)}>
              {t('actions.edit')}
            </Button>
          </Auth>
          <Auth value="sysJob:runPage">
            <Button type="link" size="small" onClick={() => setHistory(r)}>
              {t('actions.history')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="job-page">
      <DataTable<SysJob>
        columns={columns}
        rows={jobs.data?.items ?? []}
        loading={jobs.isFetching}
        scrollX={1150}
        onRefresh={() => jobs.refetch()}
        toolbar={
          <Flex align="center" gap={16}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('page.title')}
            </Typography.Title>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t('page.hint')}
            </Typography.Text>
          </Flex>
        }
      />
      <CronModal job={editing} onClose={() => setEditing(null)} />
      <RunsDrawer job={history} onClose={() => setHistory(null)} />
    </div>
  );
}
