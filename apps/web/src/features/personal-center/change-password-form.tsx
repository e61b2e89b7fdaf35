import { verifyPasswordPowerful } from '@meiyu/contract';
import { Alert, App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sm2Encrypt } from '@/core/sm2';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useChangePwd, useLoginConfig } from './personal-center.api';
import { PERSONAL_NS } from './personal-center-i18n';

interface Values {
  passwordOld: string;
  passwordNew: string;
  passwordConfirm: string;
}

interface Props {
  /** The account must change its password before doing anything else (first login). */
  forced: boolean;
  /** Called after the server accepted the new password: sign out and go to the login page. */
  onChanged: () => void;
}

export function ChangePasswordForm({ forced, onChanged }: Props) {
  const { t } = useTranslation(PERSONAL_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const passwordNew = Form.useWatch('passwordNew', form);
  const config = useLoginConfig();
  const change = useChangePwd();

  const submit = async (v: Values) => {
    const publicKey = config.data?.publicKey ?? (await config.refetch()).data?.publicKey;
    if (!publicKey) {
      message.error(t('password.noKey'));
      return;
    }
    await change.mutateAsync({
      passwordOld: sm2Encrypt(v.passwordOld, publicKey),
      passwordNew: sm2Encrypt(v.passwordNew, publicKey),
    });
    message.success(t('password.changed'));
    onChanged();
  };

  return (
    <div style={{ maxWidth: 520 }}>
      {forced && (
        <Alert
          type="warning"
          showIcon
          title={t('password.forcedTitle')}
          description={t('password.forcedDesc')}
          style={{ marginBottom: 24 }}
        />
      )}
      <Form<Values>
        form={form}
        name="change-password-form"
        layout="vertical"
        onFinish={(v) => submit(v).catch(() => undefined)}
        autoComplete="off"
        requiredMark={false}
      >
        <Form.Item
          name="passwordOld"
          label={t('password.old')}
          rules={[{ required: true, message: t('rules.required', { field: t('password.old') }) }]}
        >
          <Input.Password placeholder={t('password.oldPlaceholder')} autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="passwordNew"
          label={t('password.new')}
          extra={
            <>
              <PasswordStrengthMeter value={passwordNew} />
              <div style={{ margin: '4px 0 8px' }}>{t('password.rule')}</div>
            </>
          }
          dependencies={['passwordOld']}
          rules={[
            { required: true, message: t('rules.required', { field: t('password.new') }) },
            {
              validator: (_, v: string | undefined) =>
                !v || verifyPasswordPowerful(v) ? Promise.resolve() : Promise.reject(new Error(t('rules.powerful'))),
            },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                !v || v !== getFieldValue('passwordOld')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('rules.sameAsOld'))),
            }),
          ]}
        >
          <Input.Password placeholder={t('password.newPlaceholder')} autoComplete="new-password" maxLength={16} />
        </Form.Item>
        <Form.Item
          name="passwordConfirm"
          label={t('password.confirm')}
          dependencies={['passwordNew']}
          rules={[
            { required: true, message: t('rules.required', { field: t('password.confirm') }) },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                !v || v === getFieldValue('passwordNew')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('rules.mismatch'))),
            }),
          ]}
        >
          <Input.Password placeholder={t('password.confirmPlaceholder')} autoComplete="new-password" maxLength={16} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
