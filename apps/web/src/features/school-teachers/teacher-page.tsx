import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { SchoolTeacher } from '@meiyu/contract';
import { App, Button, Flex, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth, useAuth } from '@/components/auth';
import { type DataColumn, DataTable } from '@/components/data-table';
import { DictTag } from '@/components/dict-tag';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { useClassLabel, useClassOptions, useSchools } from '@/components/school-pickers';
import { type TeacherQuery, teacherApi, useDeleteTeacher, useTeacherPage } from './school-teachers.api';
import { TEACHERS_NS } from './school-teachers-i18n';
import { TeacherFormModal } from './teacher-form-modal';
import { TeacherResetModal } from './teacher-reset-modal';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined;

/** Teacher management (component '/school/teacher/index'): accounts, profiles and the classes each teaches. */
export default function TeacherPage() {
  const { t } = useTranslation(TEACHERS_NS);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const schools = useSchools();
  const single = schools.data?.length === 1 ? schools.data[0]! : null;
  const [query, setQuery] = useState<TeacherQuery>({ page: 1, pageSize: 20 });
  const orgId = query.orgId ?? single?.id ?? null;
  const classes = useClassOptions({ orgId: orgId ?? undefined }, schools.isSuccess);
  const label = useClassLabel();
  const [form, setForm] = useState<{ open: boolean; record: SchoolTeacher | null }>({ open: false, record: null });
  const [resetting, setResetting] = useState<SchoolTeacher | null>(null);
  const [exporting, setExporting] = useState(false);
  const page = useTeacherPage(query);
  const remove = useDeleteTeacher();
  const rows = page.data?.items ?? [];
  const { auths } = useAuth();
  const canAct = auths(['schoolTeacher:update', 'schoolTeacher:resetPwd', 'schoolTeacher:delete']);

  const fields = useMemo<QueryField[]>(() => {
    const list: QueryField[] = [
      { prop: 'realName', label: t('fields.realName') },
      { prop: 'phone', label: t('fields.phone') },
      { prop: 'subject', label: t('fields.subject'), type: 'select', dictType: 'subject' },
      { prop: 'title', label: t('fields.title'), type: 'select', dictType: 'title' },
      {
        prop: 'classId',
        label: t('fields.classes'),
        type: 'select',
        // Several schools: the same class names repeat, so the school goes first.
        options: (classes.data ?? []).map((c) => ({
          code: c.id,
          value: single ? label(c) : `${c.orgName ?? ''} ${label(c)}`,
        })),
      },
    ];
    if (!single) {
      list.unshift({
        prop: 'orgId',
        label: t('fields.school'),
        type: 'select',
        options: (schools.data ?? []).map((s) => ({ code: s.id, value: s.name })),
      });
    }
    return list;
  }, [t, single, schools.data, classes.data, label]);
  const formValues = useMemo(
    () => ({
      orgId: query.orgId,
      realName: query.realName,
      phone: query.phone,
      subject: query.subject,
      title: query.title,
      classId: query.classId,
    }),
    [query],
  );

  const columns: DataColumn<SchoolTeacher>[] = [
    { prop: 'realName', label: t('fields.realName'), width: 110 },
    { prop: 'account', label: t('fields.account'), width: 130 },
    { prop: 'phone', label: t('fields.phone'), width: 130 },
    {
      prop: 'classes',
      label: t('fields.classes'),
      width: 240,
      render: (r) =>
        r.classes.length ? (
          <Flex gap={4} wrap>
            {r.classes.map((c) => (
              <Tag key={c.id}>{label(c)}</Tag>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { prop: 'gender', label: t('fields.gender'), width: 70, render: (r) => <DictTag type="gender" code={r.gender} /> },
    ...(single
      ? []
      : [{ prop: 'orgName', label: t('fields.school'), width: 180, ellipsis: true } as DataColumn<SchoolTeacher>]),
    {
      prop: 'subject',
      label: t('fields.subject'),
      width: 90,
      render: (r) => <DictTag type="subject" code={r.subject} />,
    },
    { prop: 'title', label: t('fields.title'), width: 110, render: (r) => <DictTag type="title" code={r.title} /> },
    { prop: 'degree', label: t('fields.degree'), width: 80, render: (r) => <DictTag type="degree" code={r.degree} /> },
    {
      prop: 'educationLevel',
      label: t('fields.educationLevel'),
      width: 100,
      hidden: true,
      render: (r) => <DictTag type="education_level" code={r.educationLevel} />,
    },
    {
      prop: 'administrativeLevel',
      label: t('fields.administrativeLevel'),
      width: 100,
      hidden: true,
      render: (r) => <DictTag type="administrative_level" code={r.administrativeLevel} />,
    },
    {
      prop: 'mentorType',
      label: t('fields.mentorType'),
      width: 110,
      hidden: true,
      render: (r) => <DictTag type="mentor_type" code={r.mentorType} />,
    },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 90,
      render: (r) => (
        <Tag color={r.status === 1 ? 'success' : 'default'}>
          {t(r.status === 1 ? 'status.enabled' : 'status.disabled')}
        </Tag>
      ),
    },
    {
      prop: 'mustChangePassword',
      label: t('fields.password'),
      width: 130,
      render: (r) => (
        <Tag color={r.mustChangePassword ? 'warning' : 'success'}>
          {t(r.mustChangePassword ? 'password.initial' : 'password.changed')}
        </Tag>
      ),
    },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 230,
      fixed: 'right',
      render: (row) => (
        <Space size={0}>
          <Auth value="schoolTeacher:update">
            <Button type="link" size="small" onClick={() => setForm({ open: true, record: row })}>
              {t('actions.edit')}
            </Button>
          </Auth>
          <Auth value="schoolTeacher:resetPwd">
            <Button type="link" size="small" onClick={() => setResetting(row)}>
              {t('actions.reset')}
            </Button>
          </Auth>
          <Auth value="schoolTeacher:delete">
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                modal.confirm({
                  title: t('deleteConfirmTitle', { name: row.realName }),
                  content: t('deleteConfirmContent'),
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

  const onSearch = (v: QueryValues) =>
    setQuery((q) => ({
      ...q,
      page: 1,
      orgId: num(v.orgId),
      realName: str(v.realName),
      phone: str(v.phone),
      subject: str(v.subject),
      title: str(v.title),
      classId: num(v.classId),
    }));

  const doExport = async () => {
    setExporting(true);
    try {
      await teacherApi.export(query, `${t('listTitle')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid="school-teacher-page">
      <QueryForm
        fields={fields}
        values={formValues}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
        loading={page.isFetching}
      />
      <DataTable<SchoolTeacher>
        columns={canAct ? columns : columns.filter((c) => c.prop !== 'actions')}
        rows={rows}
        loading={page.isFetching}
        showIndex
        scrollX={1600}
        onRefresh={() => page.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
        toolbar={
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={5} style={{ margin: '0 8px 0 0' }}>
              {t('listTitle')}
            </Typography.Title>
            <Auth value="schoolTeacher:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, record: null })}>
                {t('add')}
              </Button>
            </Auth>
            <Auth value="schoolImport:upload">
              <Button
                icon={<UploadOutlined />}
                onClick={() => navigate(`/school/import?kind=teachers${orgId ? `&orgId=${orgId}` : ''}`)}
              >
                {t('import')}
              </Button>
            </Auth>
            <Auth value="schoolExport:teachers">
              <Button
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={() => void doExport().catch(() => undefined)}
              >
                {t('export')}
              </Button>
            </Auth>
          </Flex>
        }
      />
      <TeacherFormModal
        open={form.open}
        record={form.record}
        orgId={orgId}
        onClose={() => setForm({ open: false, record: null })}
      />
      <TeacherResetModal record={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
