import {
  type PasswordRule,
  STUDENT_PASSWORD_RULES,
  type SchoolStudent,
  schoolStudentInput,
  verifyIdCard,
  verifyPhone,
} from '@meiyu/contract';
import { App, Col, Form, Input, Modal, Radio, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/components/dict-tag';
import { ClassSelect, encryptPasswordChoice, PasswordRuleField, useDefaultRule } from '@/components/school-pickers';
import { useSaveStudent, useStudentDetail } from './school-students.api';
import { STUDENTS_NS } from './school-students-i18n';

interface Props {
  open: boolean;
  /** The student being edited; null to add one. */
  record: SchoolStudent | null;
  /** The school and class the list is filtered on: a new student starts there. */
  orgId: number | null;
  classId: number | null;
  onClose: () => void;
}

interface Values {
  classId: number;
  studentNo: string;
  realName: string;
  gender: string;
  nation?: string;
  idCard?: string;
  guardianPhone?: string;
  account?: string;
  status: 1 | 2;
  remark?: string;
  passwordRule: PasswordRule;
  password?: string;
}

const LIMIT = {
  studentNo: schoolStudentInput.shape.studentNo.maxLength ?? 32,
  realName: 32,
  remark: 256,
};

/** Adds or edits one student; a new student gets an account whose initial password follows the chosen rule. */
export function StudentFormModal({ open, record, orgId, classId, onClose }: Props) {
  const { t } = useTranslation(STUDENTS_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveStudent();
  const genders = useDictOptions('gender');
  const nations = useDictOptions('nation');
  // The list masks ID card numbers: the form edits the whole one from the detail.
  const detail = useStudentDetail(open && record ? record.id : null);
  const defaultRule = useDefaultRule(STUDENT_PASSWORD_RULES);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!record) {
      form.setFieldsValue({ classId: classId ?? undefined, status: 1, passwordRule: defaultRule });
      return;
    }
    const full = detail.data ?? record;
    form.setFieldsValue({
      classId: full.classId,
      studentNo: full.studentNo,
      realName: full.realName,
      gender: full.gender ?? undefined,
      nation: full.nation ?? undefined,
      idCard: detail.data ? (full.idCard ?? undefined) : undefined,
      guardianPhone: full.guardianPhone ?? undefined,
      status: full.status === 2 ? 2 : 1,
      remark: full.remark ?? undefined,
    });
  }, [open, record, detail.data, classId, defaultRule, form]);

  const required = (key: string) => ({
    required: true,
    whitespace: true,
    message: t('rules.required', { field: t(key) }),
  });
  const select = (key: string) => ({ required: true, message: t('rules.select', { field: t(key) }) });

  const submit = async () => {
    const v = await form.validateFields();
    const choice = record ? {} : await encryptPasswordChoice(v);
    await save.mutateAsync({
      id: record?.id,
      classId: v.classId,
      studentNo: v.studentNo.trim(),
      realName: v.realName.trim(),
      gender: v.gender,
      nation: v.nation ?? null,
      idCard: v.idCard?.trim() || null,
      guardianPhone: v.guardianPhone?.trim() || null,
      account: record ? null : v.account?.trim() || null,
      status: v.status,
      remark: v.remark?.trim() || null,
      ...choice,
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
      width={720}
      forceRender
      destroyOnHidden
    >
      <Form form={form} name="school-student-form" layout="vertical">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="classId" label={t('fields.class')} rules={[select('fields.class')]}>
              <ClassSelect orgId={record ? record.orgId : orgId} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="studentNo"
              label={t('fields.studentNo')}
              rules={[
                required('fields.studentNo'),
                {
                  max: LIMIT.studentNo,
                  message: t('rules.max', { field: t('fields.studentNo'), max: LIMIT.studentNo }),
                },
                { pattern: /^[A-Za-z0-9_-]+$/, message: t('rules.studentNo') },
              ]}
            >
              <Input placeholder={t('placeholders.studentNo')} maxLength={LIMIT.studentNo} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="realName" label={t('fields.realName')} rules={[required('fields.realName')]}>
              <Input maxLength={LIMIT.realName} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="gender" label={t('fields.gender')} rules={[select('fields.gender')]}>
              <Radio.Group options={genders} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nation" label={t('fields.nation')}>
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={nations} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="idCard"
              label={t('fields.idCard')}
              rules={[
                {
                  validator: (_, v: string | undefined) =>
                    !v?.trim() || verifyIdCard(v.trim().toUpperCase())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('rules.idCard'))),
                },
              ]}
            >
              <Input placeholder={t('placeholders.idCard')} maxLength={18} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="guardianPhone"
              label={t('fields.guardianPhone')}
              rules={[
                {
                  validator: (_, v: string | undefined) =>
                    !v?.trim() || verifyPhone(v.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('rules.phone'))),
                },
              ]}
            >
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label={t('fields.status')}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={[
                  { value: 1, label: t('status.inSchool') },
                  { value: 2, label: t('status.graduated') },
                ]}
              />
            </Form.Item>
          </Col>
          {!record && (
            <>
              <Col span={12}>
                <Form.Item name="account" label={t('fields.account')}>
                  <Input placeholder={t('placeholders.account')} maxLength={32} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <PasswordRuleField rules={STUDENT_PASSWORD_RULES} />
              </Col>
            </>
          )}
          <Col span={24}>
            <Form.Item name="remark" label={t('fields.remark')}>
              <Input.TextArea maxLength={LIMIT.remark} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
