import { type PasswordRule, type SchoolTeacher, TEACHER_PASSWORD_RULES } from '@meiyu/contract';
import { Alert, App, Form, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { encryptPasswordChoice, PasswordRuleField, useDefaultRule } from '@/components/school-pickers';
import { useResetTeacherPwd } from './school-teachers.api';
import { TEACHERS_NS } from './school-teachers-i18n';

/** Resets a teacher's password by a rule: the sessions end and the next sign-in must change it. */
export function TeacherResetModal({ record, onClose }: { record: SchoolTeacher | null; onClose: () => void }) {
  const { t } = useTranslation(TEACHERS_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ passwordRule: PasswordRule; password?: string }>();
  const reset = useResetTeacherPwd();
  const defaultRule = useDefaultRule(TEACHER_PASSWORD_RULES);

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
      <Form form={form} name="school-teacher-reset" layout="vertical">
        <PasswordRuleField rules={TEACHER_PASSWORD_RULES} />
      </Form>
    </Modal>
  );
}
