import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { verifyPhone } from '@meiyu/contract';
import { App, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/core/auth-api';
import { CLICK_GUARD_LONG_MS } from '@/shell/click-guard/click-guard';
import { GuardedButton } from '@/shell/click-guard/guarded-button';
import { completeLogin } from './login-flow';
import { LOGIN_NS } from './login-i18n';

const COUNTDOWN_SECONDS = 60;

interface MobileForm {
  phone: string;
  code: string;
}

/** Mobile number + SMS code login, with the get-code button and its countdown. */
export function MobileLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(LOGIN_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<MobileForm>();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [left]);

  const getCode = async () => {
    const { phone } = await form.validateFields(['phone']);
    setSending(true);
    try {
      await authApi.sendSmsCode(phone.trim());
      message.success(t('mobile.codeSent'));
      setLeft(COUNTDOWN_SECONDS);
    } catch {
      // the HTTP client already showed the server's message
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: MobileForm) => {
    setBusy(true);
    try {
      const out = await authApi.loginPhone({ phone: values.phone.trim(), code: values.code.trim() });
      if (await completeLogin(out)) onDone();
    } catch {
      // toast shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} size="large" className="login-form" onFinish={submit}>
      <Form.Item
        name="phone"
        rules={[
          { required: true, message: t('mobile.phoneRequired') },
          {
            validator: (_, v: string) =>
              !v || verifyPhone(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('mobile.phoneInvalid'))),
          },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('mobile.phonePlaceholder')}
          maxLength={11}
          allowClear
          inputMode="numeric"
        />
      </Form.Item>
      <div className="login-code-row">
        <Form.Item
          name="code"
          className="login-code-input"
          rules={[
            { required: true, message: t('mobile.codeRequired') },
            { min: 4, message: t('mobile.codeTooShort') },
          ]}
        >
          <Input
            prefix={<MessageOutlined />}
            placeholder={t('mobile.codePlaceholder')}
            maxLength={8}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <GuardedButton
          delay={CLICK_GUARD_LONG_MS}
          onClick={getCode}
          loading={sending}
          disabled={left > 0}
          className="login-code-button"
        >
          {left > 0 ? t('mobile.retryIn', { seconds: left }) : t('mobile.getCode')}
        </GuardedButton>
      </div>
      <Button type="primary" htmlType="submit" block loading={busy} className="login-submit">
        {t('mobile.submit')}
      </Button>
    </Form>
  );
}
