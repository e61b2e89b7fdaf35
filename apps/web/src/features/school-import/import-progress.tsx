import { DownloadOutlined } from '@ant-design/icons';
import type { ImportPhase, ImportProgress, ImportRowError } from '@meiyu/contract';
import { Alert, Button, Flex, Progress, Steps, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { importApi } from './school-import.api';
import { IMPORT_NS } from './school-import-i18n';

const ORDER: ImportPhase[] = ['reading', 'validating', 'hashing', 'writing', 'done'];

interface Props {
  progress: ImportProgress;
  actions?: React.ReactNode;
}

/** The job's phases as steps, the current phase's progress bar, and the outcome: success or every rejected row. */
export function ImportProgressView({ progress: p, actions }: Props) {
  const { t } = useTranslation(IMPORT_NS);
  const phases = p.kind === 'classes' ? ORDER.filter((ph) => ph !== 'hashing') : ORDER;
  const failed = p.phase === 'failed';
  // A failed job stopped in the phase its counters describe: reading (whole-file problems) or checking (rows).
  const reached = failed ? (p.total ? 'validating' : 'reading') : p.phase;
  const current = Math.max(0, phases.indexOf(reached));
  const percent = p.phase === 'done' ? 100 : p.total ? Math.min(100, Math.round((p.processed / p.total) * 100)) : 0;

  return (
    <Flex vertical gap={16} data-testid="import-progress">
      <Steps
        size="small"
        current={current}
        status={failed ? 'error' : p.phase === 'done' ? 'finish' : 'process'}
        items={phases.map((ph) => ({ title: t(`phases.${ph}`) }))}
      />
      {!p.finishedAt && (
        <div>
          <Progress
            percent={p.phase === 'reading' ? 99 : percent}
            status="active"
            showInfo={p.phase !== 'reading'}
            data-testid="import-progress-bar"
          />
          <Typography.Text type="secondary">
            {t(`phases.${p.phase}`)} ·{' '}
            {p.phase === 'reading'
              ? t('rowsRead', { count: p.processed })
              : t('rowsOf', { processed: p.processed, total: p.total })}
          </Typography.Text>
        </div>
      )}
      {p.phase === 'done' && (
        <Alert
          type="success"
          showIcon
          title={t('done', { count: p.inserted })}
          description={p.kind === 'classes' ? undefined : t('doneHint')}
          action={actions}
          data-testid="import-done"
        />
      )}
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('failed')}
          description={p.message}
          action={actions}
          data-testid="import-failed"
        />
      )}
      {failed && p.errorCount > 0 && (
        <div>
          <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
            <Typography.Text strong>
              {t('errors.title', { shown: p.errors.length, total: p.errorCount })}
            </Typography.Text>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void importApi.rejectedRows(p.jobId, 'rejected-rows.xlsx').catch(() => undefined)}
            >
              {t('errors.download')}
            </Button>
          </Flex>
          <Table<ImportRowError & { key: number }>
            size="small"
            data-testid="import-errors"
            rowKey="key"
            dataSource={p.errors.map((e, i) => ({ ...e, key: i }))}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('errors.row'), width: 80 },
              { key: 'column', dataIndex: 'column', title: t('errors.column'), width: 180, render: (v) => v ?? '—' },
              {
                key: 'reason',
                dataIndex: 'reason',
                title: t('errors.reason'),
                render: (v: string) => <Typography.Text type="danger">{v}</Typography.Text>,
              },
            ]}
          />
        </div>
      )}
    </Flex>
  );
}
