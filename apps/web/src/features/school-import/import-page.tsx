import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import {
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportKind,
  type PasswordRule,
  STUDENT_PASSWORD_RULES,
  TEACHER_PASSWORD_RULES,
} from '@meiyu/contract';
import { App, Button, Card, Col, Flex, Form, Row, Segmented, Select, Space, Typography, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ClassSelect,
  encryptPasswordChoice,
  PasswordRuleField,
  SchoolSelect,
  useClassOptions,
  useDefaultRule,
  useImportOptions,
  useSchools,
} from '@/components/school-pickers';
import { useAuth } from '@/components/auth';
import { ImportProgressView } from './import-progress';
import { importApi, useImportProgress, useUpload } from './school-import.api';
import { IMPORT_NS } from './school-import-i18n';

interface Settings {
  orgId?: number;
  schoolYear?: string;
  classId?: number;
  passwordRule?: PasswordRule;
  password?: string;
}

const isKind = (v: string | null): v is ImportKind => (IMPORT_KINDS as readonly string[]).includes(v ?? '');
const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
const sizeText = (bytes: number) =>
  bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Excel import of students, teachers, classes, and (bureaus) schools (component '/school/import/index'): settings, template, file,
 * then the job's progress polled from the server, and either the count written or every rejected row.
 */
export default function ImportPage() {
  const { t } = useTranslation(IMPORT_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { auth } = useAuth();
  // A school's own data needs the upload button; schools (bureaus, from the organisations page) their own.
  const allowed = IMPORT_KINDS.filter((k) => auth(k === 'schools' ? 'schoolImport:schools' : 'schoolImport:upload'));
  const asked = params.get('kind');
  const kind: ImportKind = isKind(asked) && allowed.includes(asked) ? asked : (allowed[0] ?? 'students');
  const isSchools = kind === 'schools';
  const [form] = Form.useForm<Settings>();
  const schools = useSchools();
  const options = useImportOptions();
  const single = schools.data?.length === 1;
  const orgId = Form.useWatch('orgId', form);
  const schoolYear = Form.useWatch('schoolYear', form);
  const classId = Form.useWatch('classId', form);
  const classes = useClassOptions({ orgId: orgId ?? undefined }, !!orgId);
  const rules = kind === 'teachers' ? TEACHER_PASSWORD_RULES : STUDENT_PASSWORD_RULES;
  const defaultRule = useDefaultRule(rules);
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const upload = useUpload();
  const progress = useImportProgress(jobId);
  const running = !!jobId && !progress.data?.finishedAt;

  const years = useMemo(() => {
    const set = new Set((classes.data ?? []).map((c) => c.schoolYear));
    if (options.data) set.add(options.data.schoolYear);
    return [...set].sort().reverse();
  }, [classes.data, options.data]);

  useEffect(() => {
    form.setFieldsValue({
      orgId: idOf(params.get('orgId')) ?? form.getFieldValue('orgId'),
      classId: kind === 'students' ? idOf(params.get('classId')) : undefined,
      passwordRule: defaultRule,
    });
  }, [params, kind, defaultRule, form]);

  // The year of the chosen class, else this school year when the school has classes in it, else its latest.
  useEffect(() => {
    if (schoolYear || !years.length) return;
    const picked = classes.data?.find((c) => c.id === classId)?.schoolYear;
    const current = options.data?.schoolYear;
    form.setFieldValue(
      'schoolYear',
      picked ?? (current && classes.data?.some((c) => c.schoolYear === current) ? current : years[0]),
    );
  }, [schoolYear, years, classId, classes.data, options.data, form]);

  const chooseKind = (next: ImportKind) => {
    setParams({ kind: next, ...(orgId ? { orgId: String(orgId) } : {}) });
    setJobId(null);
    setFile(null);
  };

  const start = async () => {
    const v = await form.validateFields();
    if (!file) return;
    if (isSchools) {
      setJobId((await upload.mutateAsync({ kind, file })).jobId);
      return;
    }
    const choice = kind === 'classes' ? {} : await encryptPasswordChoice(v);
    const { jobId: id } = await upload.mutateAsync({
      kind,
      file,
      orgId: v.orgId,
      schoolYear: v.schoolYear,
      classId: kind === 'students' ? v.classId : undefined,
      ...choice,
    });
    setJobId(id);
  };

  const listPath =
    kind === 'students'
      ? '/school/student'
      : kind === 'teachers'
        ? '/school/teacher'
        : kind === 'schools'
          ? '/system/org'
          : '/school/class';
  const p = progress.data;
  const resultActions = p?.finishedAt ? (
    <Flex vertical gap={8}>
      {p.phase === 'done' && (
        <Button
          size="small"
          type="primary"
          onClick={() => navigate(kind === 'students' && classId ? `${listPath}?classId=${classId}` : listPath)}
        >
          {t(
            kind === 'students'
              ? 'actions.viewStudents'
              : kind === 'teachers'
                ? 'actions.viewTeachers'
                : kind === 'schools'
                  ? 'actions.viewSchools'
                  : 'actions.viewClasses',
          )}
        </Button>
      )}
      {p.phase === 'done' && kind === 'students' && classId && (
        <Button size="small" onClick={() => navigate(`/school/student/slips?classId=${classId}`)}>
          {t('actions.printSlips')}
        </Button>
      )}
      <Button
        size="small"
        onClick={() => {
          setJobId(null);
          setFile(null);
        }}
      >
        {t('again')}
      </Button>
    </Flex>
  ) : null;

  return (
    <Flex vertical gap={12} data-testid="school-import-page">
      <Card variant="borderless">
        <Flex align="center" justify="space-between" wrap gap={12}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
          </div>
          <Segmented<ImportKind>
            value={kind}
            disabled={running}
            onChange={chooseKind}
            options={allowed.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        </Flex>
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={10}>
          <Card title={`1. ${t('steps.settings')}`} variant="borderless" style={{ height: '100%' }}>
            {isSchools && <Typography.Paragraph type="secondary">{t('schoolsHint')}</Typography.Paragraph>}
            <Form form={form} name="school-import-settings" layout="vertical" disabled={running} hidden={isSchools}>
              <Form.Item
                name="orgId"
                label={t('fields.school')}
                hidden={single}
                rules={[{ required: !isSchools, message: t('fields.school') }]}
              >
                <SchoolSelect autoSingle />
              </Form.Item>
              {kind !== 'classes' && (
                <Form.Item name="schoolYear" label={t('fields.schoolYear')} extra={t('fields.yearHelp')}>
                  <Select options={years.map((y) => ({ value: y, label: y }))} />
                </Form.Item>
              )}
              {kind === 'students' && (
                <Form.Item name="classId" label={t('fields.class')} extra={t('fields.classHelp')}>
                  <ClassSelect
                    orgId={orgId}
                    schoolYear={schoolYear}
                    allowClear
                    onChange={(v) => form.setFieldValue('classId', typeof v === 'number' ? v : undefined)}
                  />
                </Form.Item>
              )}
              {kind !== 'classes' && <PasswordRuleField rules={rules} disabled={running} />}
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={`2. ${t('steps.file')}`} variant="borderless" style={{ height: '100%' }}>
            <Flex vertical gap={12}>
              <Space wrap>
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() => void importApi.template(kind, `${t(`kinds.${kind}`)}.xlsx`).catch(() => undefined)}
                >
                  {t('template', { kind: t(`kinds.${kind}`) })}
                </Button>
                <Typography.Text type="secondary">{t('templateHint')}</Typography.Text>
              </Space>
              <Upload.Dragger
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                multiple={false}
                showUploadList={false}
                disabled={running}
                beforeUpload={(f) => {
                  if (!/\.xlsx$/i.test(f.name)) message.error(t('notXlsx'));
                  else if (f.size > IMPORT_MAX_BYTES) message.error(t('tooBig'));
                  else {
                    setFile(f);
                    setJobId(null);
                  }
                  return false;
                }}
              >
                <p className="ant-upload-drag-icon">{file ? <FileExcelOutlined /> : <InboxOutlined />}</p>
                <p className="ant-upload-text">
                  {file ? t('chosen', { name: file.name, size: sizeText(file.size) }) : t('drop')}
                </p>
                <p className="ant-upload-hint">{t('dropHint', { max: IMPORT_MAX_ROWS })}</p>
              </Upload.Dragger>
              <Button
                type="primary"
                size="large"
                disabled={!file || running}
                loading={upload.isPending || running}
                onClick={() => void start().catch(() => undefined)}
                data-testid="import-start"
              >
                {t('start')}
              </Button>
            </Flex>
          </Card>
        </Col>
      </Row>
      {p && (
        <Card title={`3. ${t('steps.progress')}`} variant="borderless">
          <ImportProgressView progress={p} actions={resultActions} />
        </Card>
      )}
    </Flex>
  );
}
