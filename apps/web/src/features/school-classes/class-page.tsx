import { DownloadOutlined, PlusOutlined, RiseOutlined, UploadOutlined } from '@ant-design/icons';
import type { SchoolClass } from '@meiyu/contract';
import { App, Button, Flex, Segmented, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth } from '@/components/auth';
import { type DataColumn, DataTable } from '@/components/data-table';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { useClassLabel, useSchools } from '@/components/school-pickers';
import { ClassFormModal } from './class-form-modal';
import { PromotionModal } from './promotion-modal';
import { type ClassQuery, classApi, useClassPage, useDeleteClass } from './school-classes.api';
import { CLASSES_NS } from './school-classes-i18n';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined;

/** Class management (component '/school/class/index'): current and graduated classes, promotion, import, export. */
export default function ClassPage() {
  const { t } = useTranslation(CLASSES_NS);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const schools = useSchools();
  const single = schools.data?.length === 1 ? schools.data[0]! : null;
  const [query, setQuery] = useState<ClassQuery>({ page: 1, pageSize: 20, archived: 0 });
  const orgId = query.orgId ?? single?.id ?? null;
  const [form, setForm] = useState<{ open: boolean; record: SchoolClass | null }>({ open: false, record: null });
  const [promoting, setPromoting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const page = useClassPage(query);
  const remove = useDeleteClass();
  const label = useClassLabel();
  const rows = page.data?.items ?? [];
  const archived = query.archived === 1;

  const fields = useMemo<QueryField[]>(() => {
    const list: QueryField[] = [
      { prop: 'schoolYear', label: t('fields.schoolYear'), placeholder: t('placeholders.schoolYear') },
      { prop: 'grade', label: t('fields.grade'), type: 'select', dictType: 'grade' },
      { prop: 'classNo', label: t('fields.classNo'), type: 'number' },
      { prop: 'headTeacherName', label: t('fields.headTeacher') },
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
  }, [t, single, schools.data]);
  const formValues = useMemo(
    () => ({
      orgId: query.orgId,
      schoolYear: query.schoolYear,
      grade: query.grade === undefined || query.grade === null ? undefined : String(query.grade),
      classNo: query.classNo,
      headTeacherName: query.headTeacherName,
    }),
    [query],
  );

  const columns: DataColumn<SchoolClass>[] = [
    {
      prop: 'class',
      label: t('fields.class'),
      width: 180,
      render: (r) => <Typography.Text strong>{label({ grade: r.grade, classNo: r.classNo })}</Typography.Text>,
    },
    { prop: 'schoolYear', label: t('fields.schoolYear'), width: 120 },
    { prop: 'name', label: t('fields.name'), width: 150, render: (r) => r.name ?? '—' },
    ...(single
      ? []
      : [{ prop: 'orgName', label: t('fields.school'), width: 200, ellipsis: true } as DataColumn<SchoolClass>]),
    { prop: 'headTeacherName', label: t('fields.headTeacher'), width: 120, render: (r) => r.headTeacherName ?? '—' },
    {
      prop: 'studentCount',
      label: t('fields.studentCount'),
      width: 110,
      align: 'right',
      render: (r) => (
        <Typography.Link onClick={() => navigate(`/school/student?classId=${r.id}`)}>{r.studentCount}</Typography.Link>
      ),
    },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 110,
      render: (r) =>
        r.archived ? (
          <Tag>{t('archived')}</Tag>
        ) : (
          <Tag color={r.status === 1 ? 'success' : 'default'}>
            {t(r.status === 1 ? 'status.enabled' : 'status.disabled')}
          </Tag>
        ),
    },
    { prop: 'remark', label: t('fields.remark'), ellipsis: true, render: (r) => r.remark ?? '—' },
    {
      prop: 'actions',
      label: t('fields.actions'),
      width: 190,
      fixed: 'right',
      render: (row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/school/student?classId=${row.id}`)}>
            {t('students')}
          </Button>
          {!row.archived && (
            <Auth value="schoolClass:update">
              <Button type="link" size="small" onClick={() => setForm({ open: true, record: row })}>
                {t('actions.edit')}
              </Button>
            </Auth>
          )}
          <Auth value="schoolClass:delete">
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                modal.confirm({
                  title: t('deleteConfirmTitle', { name: label(row) }),
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
      schoolYear: str(v.schoolYear),
      grade: num(v.grade),
      classNo: num(v.classNo),
      headTeacherName: str(v.headTeacherName),
    }));

  const doExport = async () => {
    setExporting(true);
    try {
      await classApi.export(query, `${t('listTitle')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid="school-class-page">
      <QueryForm
        fields={fields}
        values={formValues}
        onSearch={onSearch}
        onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize, archived: q.archived }))}
        loading={page.isFetching}
      />
      <DataTable<SchoolClass>
        columns={columns}
        rows={rows}
        loading={page.isFetching}
        showIndex
        scrollX={1200}
        onRefresh={() => page.refetch()}
        paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
        onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
        toolbar={
          <Flex align="center" gap={8} wrap>
            <Segmented<number>
              value={query.archived ?? 0}
              onChange={(v) => setQuery((q) => ({ ...q, page: 1, archived: v }))}
              options={[
                { value: 0, label: t('current') },
                { value: 1, label: t('archived') },
              ]}
            />
            {!archived && (
              <Auth value="schoolClass:add">
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, record: null })}>
                  {t('add')}
                </Button>
              </Auth>
            )}
            <Auth value="schoolImport:upload">
              <Button
                icon={<UploadOutlined />}
                onClick={() => navigate(`/school/import?kind=classes${orgId ? `&orgId=${orgId}` : ''}`)}
              >
                {t('import')}
              </Button>
            </Auth>
            <Auth value="schoolExport:classes">
              <Button
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={() => void doExport().catch(() => undefined)}
              >
                {t('export')}
              </Button>
            </Auth>
            <Auth value="schoolPromotion:preview">
              <Button icon={<RiseOutlined />} onClick={() => setPromoting(true)}>
                {t('promote')}
              </Button>
            </Auth>
          </Flex>
        }
      />
      <ClassFormModal
        open={form.open}
        record={form.record}
        orgId={orgId}
        onClose={() => setForm({ open: false, record: null })}
      />
      <PromotionModal open={promoting} orgId={orgId} onClose={() => setPromoting(false)} />
    </div>
  );
}
