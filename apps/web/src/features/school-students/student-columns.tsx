import type { SchoolStudent } from '@meiyu/contract';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth, useAuth } from '@/components/auth';
import type { DataColumn } from '@/components/data-table';
import { DictTag } from '@/components/dict-tag';
import { useClassLabel } from '@/components/school-pickers';
import { STUDENTS_NS } from './school-students-i18n';

interface Handlers {
  showSchool: boolean;
  onEdit: (row: SchoolStudent) => void;
  onReset: (row: SchoolStudent) => void;
  onDelete: (row: SchoolStudent) => void;
}

const dash = <Typography.Text type="secondary">—</Typography.Text>;

export function useStudentColumns(h: Handlers): DataColumn<SchoolStudent>[] {
  const { t } = useTranslation(STUDENTS_NS);
  const classLabel = useClassLabel();
  const { auths } = useAuth();
  const columns: DataColumn<SchoolStudent>[] = [
    { prop: 'studentNo', label: t('fields.studentNo'), width: 130 },
    { prop: 'realName', label: t('fields.realName'), width: 110 },
    { prop: 'gender', label: t('fields.gender'), width: 70, render: (r) => <DictTag type="gender" code={r.gender} /> },
    { prop: 'nation', label: t('fields.nation'), width: 90, render: (r) => <DictTag type="nation" code={r.nation} /> },
    {
      prop: 'className',
      label: t('fields.class'),
      width: 150,
      render: (r) => classLabel({ grade: r.grade, classNo: r.classNo, name: r.className }),
    },
    { prop: 'account', label: t('fields.account'), width: 150 },
    { prop: 'idCard', label: t('fields.idCard'), width: 180, render: (r) => r.idCard ?? dash },
    { prop: 'guardianPhone', label: t('fields.guardianPhone'), width: 130, render: (r) => r.guardianPhone ?? dash },
    {
      prop: 'status',
      label: t('fields.status'),
      width: 90,
      render: (r) => (
        <Tag color={r.status === 1 ? 'processing' : 'default'}>
          {t(r.status === 1 ? 'status.inSchool' : 'status.graduated')}
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
          <Auth value="schoolStudent:update">
            <Button type="link" size="small" onClick={() => h.onEdit(row)}>
              {t('actions.edit')}
            </Button>
          </Auth>
          <Auth value="schoolStudent:resetPwd">
            <Button type="link" size="small" onClick={() => h.onReset(row)}>
              {t('actions.reset')}
            </Button>
          </Auth>
          <Auth value="schoolStudent:delete">
            <Button type="link" size="small" danger onClick={() => h.onDelete(row)}>
              {t('actions.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];
  if (h.showSchool) columns.splice(4, 0, { prop: 'orgName', label: t('fields.school'), width: 180, ellipsis: true });
  // Readers (bureaus, teachers) have no row actions: no empty column for them.
  if (!auths(['schoolStudent:update', 'schoolStudent:resetPwd', 'schoolStudent:delete'])) columns.pop();
  return columns;
}
