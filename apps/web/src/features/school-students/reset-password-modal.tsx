import { type PasswordRule, STUDENT_PASSWORD_RULES, type SchoolStudent } from '@meiyu/contract';
import { Alert, App, Form, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { encryptPasswordChoice, PasswordRuleField, useDefaultRule } from '@/components/school-pickers';
import { useResetStudentPwd } from './school-students.api';
import { STUDENTS_NS } from './school-students-i18n';

interface Props {
  record: SchoolStudent | null;
  onClose: () => void;
}

/** Resets a student's password by a rule: the sessions end and the next sign-in must change it. */
export function ResetPasswordModal({ record, onClose }: Props) {
  const { t } = useTranslation(STUDENTS_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ passwordRule: PasswordRule; password?: string }>();
  const reset = useResetStudentPwd();
  const defaultRule = useDefaultRule(STUDENT_PASSWORD_RULES);

  useEffect(() => {
    if (record) form.setFieldsValue({ passwordRule: defaultRule, password: undefined });
  }, [record, defaultRule, form]);

  const submit = async () => {
    if (!record) return;
    const v = await form.validateFields();
    await reset.mutateAsync({ id: record.id, ...(await encryptPasswordChoice(v)) });
    message.success(t('messages.reset'));
    onClose();
  };

  return (
    <Modal
      open={record !== null}
      title={record ? t('resetTitle', { name: record.realName }) : ''}
      okText={t('actions.confirmReset')}
      okButtonProps={{ danger: true }}
      cancelText={t('actions.cancel')}
      confirmLoading={reset.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Alert type="warning" showIcon title={t('resetHint')} style={{ marginBottom: 16 }} />
      <Form form={form} name="school-student-reset" layout="vertical">
        <PasswordRuleField rules={STUDENT_PASSWORD_RULES} />
      </Form>
    </Modal>
  );
}
