import { isSchoolYear, type SchoolClass } from '@meiyu/contract';
import { App, Col, Form, Input, InputNumber, Modal, Radio, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/components/dict-tag';
import { SchoolSelect, useImportOptions, useSchools } from '@/components/school-pickers';
import { useSaveClass, useSchoolTeachers } from './school-classes.api';
import { CLASSES_NS } from './school-classes-i18n';

interface Props {
  open: boolean;
  record: SchoolClass | null;
  /** The school the list is on; a new class goes there. */
  orgId: number | null;
  onClose: () => void;
}

interface Values {
  orgId?: number;
  schoolYear: string;
  grade: string;
  classNo: number;
  name?: string;
  headTeacherId?: number;
  status: 1 | 2;
  remark?: string;
}

export function ClassFormModal({ open, record, orgId, onClose }: Props) {
  const { t } = useTranslation(CLASSES_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveClass();
  const grades = useDictOptions('grade');
  const schools = useSchools();
  const options = useImportOptions(open);
  const chosenOrg = Form.useWatch('orgId', form);
  const schoolId = record?.orgId ?? chosenOrg ?? orgId ?? null;
  const teachers = useSchoolTeachers(open ? schoolId : null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      record
        ? {
            orgId: record.orgId,
            schoolYear: record.schoolYear,
            grade: String(record.grade),
            classNo: record.classNo,
            name: record.name ?? undefined,
            headTeacherId: record.headTeacherId ?? undefined,
            status: record.status === 2 ? 2 : 1,
            remark: record.remark ?? undefined,
          }
        : { orgId: orgId ?? undefined, schoolYear: options.data?.schoolYear, status: 1 },
    );
  }, [open, record, orgId, options.data, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({
      id: record?.id,
      orgId: v.orgId ?? null,
      schoolYear: v.schoolYear.trim(),
      grade: Number(v.grade),
      classNo: v.classNo,
      name: v.name?.trim() || null,
      headTeacherId: v.headTeacherId ?? null,
      status: v.status,
      remark: v.remark?.trim() || null,
    });
    message.success(t(record ? 'messages.updated' : 'messages.added'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t(record ? 'editTitle' : 'addTitle')}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      width={640}
      forceRender
    >
      <Form form={form} name="school-class-form" layout="vertical">
        <Row gutter={16}>
          {/* A school admin's own school is implied; only a caller with several schools picks one. */}
          <Col span={24} style={{ display: !record && (schools.data?.length ?? 0) > 1 ? undefined : 'none' }}>
            <Form.Item
              name="orgId"
              label={t('fields.school')}
              rules={[{ required: !record, message: t('rules.select', { field: t('fields.school') }) }]}
            >
              <SchoolSelect autoSingle />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="schoolYear"
              label={t('fields.schoolYear')}
              rules={[
                { required: true, message: t('rules.required', { field: t('fields.schoolYear') }) },
                {
                  validator: (_, v: string | undefined) =>
                    !v || isSchoolYear(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('rules.schoolYear'))),
                },
              ]}
            >
              <Input placeholder={t('placeholders.schoolYear')} maxLength={9} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="grade"
              label={t('fields.grade')}
              rules={[{ required: true, message: t('rules.select', { field: t('fields.grade') }) }]}
            >
              <Select options={grades} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="classNo"
              label={t('fields.classNo')}
              rules={[
                { required: true, message: t('rules.required', { field: t('fields.classNo') }) },
                { type: 'integer', min: 1, max: 99, message: t('rules.classNo') },
              ]}
            >
              <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t('fields.name')}>
              <Input placeholder={t('placeholders.name')} maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="headTeacherId" label={t('fields.headTeacher')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('placeholders.headTeacher')}
                loading={teachers.isLoading}
                options={(teachers.data ?? []).map((x) => ({
                  value: x.id,
                  label: `${x.realName}（${x.phone ?? x.account}）`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label={t('fields.status')}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={[
                  { value: 1, label: t('status.enabled') },
                  { value: 2, label: t('status.disabled') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('fields.remark')}>
              <Input.TextArea maxLength={256} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
