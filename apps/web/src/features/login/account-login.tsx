import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Skeleton, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/core/auth-api';
import { sm2Encrypt } from '@/core/sm2';
import { useWave } from '@/shell/wave/use-wave';
import { completeLogin } from './login-flow';
import { LOGIN_NS } from './login-i18n';
import { SlideVerify } from './slide-verify';
import { useLoginConfig } from './use-login-config';

interface AccountForm {
  account: string;
  password: string;
  code: string;
}

/** Account + password (SM2) + captcha login. */
export function AccountLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(LOGIN_NS);
  const [form] = Form.useForm<AccountForm>();
  const config = useLoginConfig();
  const captchaOn = config.data?.captchaEnabled !== false;
  const captcha = useQuery({
    queryKey: ['login', 'captcha'],
    queryFn: authApi.captcha,
    enabled: config.isSuccess && captchaOn,
    staleTime: 55_000,
    refetchInterval: 55_000,
    gcTime: 0,
  });
  const [busy, setBusy] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const wave = useWave<HTMLButtonElement>();

  useEffect(() => {
    if (captcha.data) form.setFieldValue('code', '');
  }, [captcha.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const publicKey = config.data?.publicKey;
    if (!publicKey) return;
    setBusy(true);
    try {
      const out = await authApi.login({
        account: values.account.trim(),
        password: sm2Encrypt(values.password, publicKey),
        codeId: captchaOn ? (captcha.data?.id ?? 0) : 0,
        code: captchaOn ? values.code.trim() : '',
      });
      if (await completeLogin(out)) onDone();
    } catch {
      if (captchaOn) void captcha.refetch();
    } finally {
      setBusy(false);
    }
  };
  const start = async () => {
    await form.validateFields();
    if (config.data?.secondVerEnabled) setVerifying(true);
    else void submit();
  };

  return (
    <Form form={form} size="large" className="login-form" onFinish={start} autoComplete="on">
      <Form.Item name="account" rules={[{ required: true, message: t('account.accountRequired') }]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('account.accountPlaceholder')}
          autoComplete="username"
          allowClear
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('account.passwordRequired') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={
            config.data?.passwordHint
              ? t('account.passwordPlaceholder', { secret: config.data.passwordHint })
              : t('account.passwordPlaceholderPlain')
          }
          autoComplete="current-password"
        />
      </Form.Item>
      {captchaOn && (
        <Form.Item
          name="code"
          rules={[{ required: true, message: t('account.codeRequired') }]}
          className="login-captcha-row"
        >
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('account.codePlaceholder')}
            maxLength={8}
            autoComplete="off"
            suffix={
              <Tooltip title={t('account.refreshCaptcha')}>
                <button type="button" className="login-captcha" onClick={() => void captcha.refetch()}>
                  {captcha.data ? (
                    <img src={`data:image/png;base64,${captcha.data.img}`} alt={t('account.captchaAlt')} />
                  ) : (
                    <Skeleton.Button active size="small" style={{ width: 100 }} />
                  )}
                </button>
              </Tooltip>
            }
          />
        </Form.Item>
      )}
      <Button
        ref={wave}
        type="primary"
        htmlType="submit"
        block
        loading={busy}
        disabled={!config.data?.publicKey}
        className="login-submit"
      >
        {t('account.submit')}
      </Button>
      <SlideVerify
        open={verifying}
        onCancel={() => setVerifying(false)}
        onPass={() => {
          setVerifying(false);
          void submit();
        }}
      />
    </Form>
  );
}
