import {
  type PasswordRule,
  type SchoolTeacher,
  TEACHER_PASSWORD_RULES,
  verifyIdCard,
  verifyPhone,
} from '@meiyu/contract';
import { App, Col, Divider, Form, Input, Modal, Radio, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/components/dict-tag';
import {
  ClassSelect,
  encryptPasswordChoice,
  PasswordRuleField,
  SchoolSelect,
  useDefaultRule,
  useSchools,
} from '@/components/school-pickers';
import { useSaveTeacher } from './school-teachers.api';
import { TEACHERS_NS } from './school-teachers-i18n';

interface Props {
  open: boolean;
  record: SchoolTeacher | null;
  orgId: number | null;
  onClose: () => void;
}

interface Values {
  orgId?: number;
  realName: string;
  phone: string;
  account?: string;
  gender?: string;
  idCardNum?: string;
  educationLevel?: string;
  degree?: string;
  title?: string;
  administrativeLevel?: string;
  mentorType?: string;
  subject?: string;
  classIds: number[];
  status: 1 | 2;
  remark?: string;
  passwordRule: PasswordRule;
  password?: string;
}

const PROFILE = [
  ['educationLevel', 'education_level'],
  ['degree', 'degree'],
  ['title', 'title'],
  ['administrativeLevel', 'administrative_level'],
  ['mentorType', 'mentor_type'],
  ['subject', 'subject'],
] as const;

function DictSelect({
  type,
  value,
  onChange,
  id,
}: {
  type: string;
  value?: string;
  onChange?: (v?: string) => void;
  id?: string;
}) {
  const options = useDictOptions(type);
  return <Select id={id} allowClear value={value} onChange={onChange} options={options} />;
}

/** Adds or edits a teacher: its account, its profile (the seed's degree, title, levels …) and the classes it teaches. */
export function TeacherFormModal({ open, record, orgId, onClose }: Props) {
  const { t } = useTranslation(TEACHERS_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveTeacher();
  const genders = useDictOptions('gender');
  const schools = useSchools();
  const defaultRule = useDefaultRule(TEACHER_PASSWORD_RULES);
  const chosenOrg = Form.useWatch('orgId', form);
  const schoolId = record?.orgId ?? chosenOrg ?? orgId ?? null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      record
        ? {
            orgId: record.orgId,
            realName: record.realName,
            phone: record.phone ?? '',
            gender: record.gender ?? undefined,
            idCardNum: record.idCardNum ?? undefined,
            educationLevel: record.educationLevel ?? undefined,
            degree: record.degree ?? undefined,
            title: record.title ?? undefined,
            administrativeLevel: record.administrativeLevel ?? undefined,
            mentorType: record.mentorType ?? undefined,
            subject: record.subject ?? undefined,
            classIds: record.classes.map((c) => c.id),
            status: record.status === 2 ? 2 : 1,
            remark: record.remark ?? undefined,
          }
        : { orgId: orgId ?? undefined, classIds: [], status: 1, passwordRule: defaultRule },
    );
  }, [open, record, orgId, defaultRule, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const choice = record ? {} : await encryptPasswordChoice(v);
    await save.mutateAsync({
      id: record?.id,
      orgId: v.orgId ?? null,
      account: record ? null : v.account?.trim() || null,
      realName: v.realName.trim(),
      phone: v.phone.trim(),
      gender: v.gender ?? null,
      idCardNum: v.idCardNum?.trim() || null,
      educationLevel: v.educationLevel ?? null,
      degree: v.degree ?? null,
      title: v.title ?? null,
      administrativeLevel: v.administrativeLevel ?? null,
      mentorType: v.mentorType ?? null,
      subject: v.subject ?? null,
      classIds: v.classIds ?? [],
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
      width={760}
      forceRender
    >
      <Form form={form} name="school-teacher-form" layout="vertical">
        <Row gutter={16}>
          {/* A school admin's own school is implied; only a caller with several schools picks one. */}
          <Col span={24} style={{ display: !record && (schools.data?.length ?? 0) > 1 ? undefined : 'none' }}>
            <Form.Item name="orgId" label={t('fields.school')} rules={[{ required: !record }]}>
              <SchoolSelect autoSingle />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="realName"
              label={t('fields.realName')}
              rules={[
                { required: true, whitespace: true, message: t('rules.required', { field: t('fields.realName') }) },
              ]}
            >
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="phone"
              label={t('fields.phone')}
              rules={[
                { required: true, message: t('rules.required', { field: t('fields.phone') }) },
                {
                  validator: (_, v: string | undefined) =>
                    !v || verifyPhone(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('rules.phone'))),
                },
              ]}
            >
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="gender" label={t('fields.gender')}>
              <Radio.Group options={genders} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="idCardNum"
              label={t('fields.idCardNum')}
              rules={[
                {
                  validator: (_, v: string | undefined) =>
                    !v?.trim() || verifyIdCard(v.trim().toUpperCase())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('rules.idCard'))),
                },
              ]}
            >
              <Input maxLength={18} />
            </Form.Item>
          </Col>
          {!record && (
            <Col span={12}>
              <Form.Item name="account" label={t('fields.account')}>
                <Input placeholder={t('placeholders.account')} maxLength={32} />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <Form.Item name="classIds" label={t('fields.classes')}>
              <ClassSelect multiple orgId={schoolId} withYear />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
          {t('profile')}
        </Divider>
        <Row gutter={16}>
          {PROFILE.map(([field, type]) => (
            <Col span={8} key={field}>
              <Form.Item name={field} label={t(`fields.${field}`)}>
                <DictSelect type={type} />
              </Form.Item>
            </Col>
          ))}
          <Col span={8}>
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
          <Col span={16}>
            <Form.Item name="remark" label={t('fields.remark')}>
              <Input maxLength={256} />
            </Form.Item>
          </Col>
          {!record && (
            <Col span={24}>
              <PasswordRuleField rules={TEACHER_PASSWORD_RULES} />
            </Col>
          )}
        </Row>
      </Form>
    </Modal>
  );
}
