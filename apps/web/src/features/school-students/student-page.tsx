import { DownloadOutlined, PlusOutlined, PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import type { SchoolStudent } from '@meiyu/contract';
import { App, Button, Flex, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Auth } from '@/components/auth';
import { DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { useClassLabel, useClassOptions, useSchools } from '@/components/school-pickers';
import { ResetPasswordModal } from './reset-password-modal';
import { type StudentQuery, studentApi, useDeleteStudent, useStudentPage } from './school-students.api';
import { STUDENTS_NS } from './school-students-i18n';
import { useStudentColumns } from './student-columns';
import { StudentFormModal } from './student-form-modal';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined;

/** Student management (component '/school/student/index'): the students of the caller's scope, by school and class. */
export default function StudentPage() {
  const { t } = useTranslation(STUDENTS_NS);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const schools = useSchools();
  const single = (schools.data?.length ?? 0) === 1 ? schools.data![0]! : null;
  const [query, setQuery] = useState<StudentQuery>(() => ({
    page: 1,
    pageSize: 20,
    status: 1,
    classId: num(params.get('classId')),
  }));
  // Arriving again with another ?classId= (from the classes page or an import) filters on that class.
  const linkedClass = num(params.get('classId'));
  useEffect(() => {
    if (linkedClass) setQuery((q) => (q.classId === linkedClass ? q : { ...q, page: 1, classId: linkedClass }));
  }, [linkedClass]);
  const orgId = query.orgId ?? single?.id ?? null;
  const classes = useClassOptions({ orgId: orgId ?? undefined }, schools.isSuccess);
  const classLabel = useClassLabel();
  const [form, setForm] = useState<{ open: boolean; record: SchoolStudent | null }>({ open: false, record: null });
  const [resetting, setResetting] = useState<SchoolStudent | null>(null);
  const [exporting, setExporting] = useState(false);
  const page = useStudentPage(query);
  const remove = useDeleteStudent();
  const rows = page.data?.items ?? [];

  const fields = useMemo<QueryField[]>(() => {
    const list: QueryField[] = [
      {
        prop: 'classId',
        label: t('fields.class'),
        type: 'select',
        // Several schools: the same class names repeat, so the school goes first.
        options: (classes.data ?? []).map((c) => ({
          code: c.id,
          value: single ? classLabel(c) : `${c.orgName ?? ''} ${classLabel(c)}`,
        })),
      },
      { prop: 'studentNo', label: t('fields.studentNo') },
      { prop: 'realName', label: t('fields.realName') },
      { prop: 'gender', label: t('fields.gender'), type: 'select', dictType: 'gender' },
      { prop: 'idCard', label: t('fields.idCard') },
      {
        prop: 'status',
        label: t('fields.status'),
        type: 'select',
        options: [
          { code: 1, value: t('status.inSchool') },
          { code: 2, value: t('status.graduated') },
        ],
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
  }, [t, single, schools.data, classes.data, classLabel]);

  const formValues = useMemo(
    () => ({
      orgId: query.orgId,
      classId: query.classId,
      studentNo: query.studentNo,
      realName: query.realName,
      gender: query.gender,
      idCard: query.idCard,
      status: query.status,
    }),
    [query],
  );

  const columns = useStudentColumns({
    showSchool: !single,
    onEdit: (row) => setForm({ open: true, record: row }),
    onReset: setResetting,
    onDelete: (row) =>
      modal.confirm({
        title: t('deleteConfirmTitle', { name: row.realName }),
        content: t('deleteConfirmContent'),
        okText: t('actions.delete'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel'),
        onOk: async () => {
          await remove.mutateAsync(row.id);
          message.success(t('messages.deleted'));
          if (rows.length === 1 && query.page > 1) setQuery((q) => ({ ...q, page: q.page - 1 }));
        },
      }),
  });

  const onSearch = (v: QueryValues) =>
    setQuery((q) => ({
      ...q,
      page: 1,
      orgId: num(v.orgId),
      classId: num(v.classId),
      studentNo: str(v.studentNo),
      realName: str(v.realName),
      gender: str(v.gender),
      idCard: str(v.idCard),
      status: num(v.status) ?? 1,
    }));

  const importHref = () => {
    const search = new URLSearchParams({ kind: 'students' });
    if (query.classId) search.set('classId', String(query.classId));
    if (orgId) search.set('orgId', String(orgId));
    return `/school/import?${search.toString()}`;
  };

  const doExport = async () => {
    setExporting(true);
    try {
      await studentApi.export(query, `${t('listTitle')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid="school-student-page">
      <QueryForm
        fields={fields}
        values={formValues}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize, status: 1 }))}
        loading={page.isFetching}
      />
      <DataTable<SchoolStudent>
        columns={columns}
        rows={rows}
        loading={page.isFetching}
        showIndex
        scrollX={1500}
        onRefresh={() => page.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
        toolbar={
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={5} style={{ margin: '0 8px 0 0' }}>
              {t('listTitle')}
            </Typography.Title>
            <Auth value="schoolStudent:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, record: null })}>
                {t('add')}
              </Button>
            </Auth>
            <Auth value="schoolImport:upload">
              <Button icon={<UploadOutlined />} onClick={() => navigate(importHref())}>
                {t('import')}
              </Button>
            </Auth>
            <Auth value="schoolExport:students">
              <Button
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={() => void doExport().catch(() => undefined)}
              >
                {t('export')}
              </Button>
            </Auth>
            <Auth value="schoolStudent:loginSlips">
              <Tooltip title={query.classId ? undefined : t('loginSlipsHint')}>
                <Button
                  icon={<PrinterOutlined />}
                  disabled={!query.classId}
                  onClick={() => navigate(`/school/student/slips?classId=${query.classId}`)}
                >
                  {t('loginSlips')}
                </Button>
              </Tooltip>
            </Auth>
          </Flex>
        }
      />
      <StudentFormModal
        open={form.open}
        record={form.record}
        orgId={orgId}
        classId={query.classId ?? null}
        onClose={() => setForm({ open: false, record: null })}
      />
      <ResetPasswordModal record={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
