import { type UpdateBaseInfoInput, updateBaseInfoInput, verifyEmail, verifyPhone } from '@meiyu/contract';
import { App, Button, Col, Form, Input, Row } from 'antd';
import type { FormRule } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/core/auth-api';
import { useSessionStore } from '@/core/session-store';
import { useUpdateBaseInfo } from './personal-center.api';
import { PERSONAL_NS } from './personal-center-i18n';

type Values = { realName: string; phone: string; email: string; address: string; signature: string };

const shape = updateBaseInfoInput.shape;
/** Maximum lengths from the contract's zod schema. */
const LIMITS = {
  realName: shape.realName.maxLength ?? 64,
  phone: shape.phone.unwrap().unwrap().maxLength ?? 32,
  email: shape.email.unwrap().unwrap().maxLength ?? 128,
  address: shape.address.unwrap().unwrap().maxLength ?? 256,
  signature: shape.signature.unwrap().unwrap().maxLength ?? 256,
};

const orNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** Edits the caller's own realName, phone, email, address and signature (POST /api/sysUser/updateBaseInfo). */
export function BaseInfoForm() {
  const { t } = useTranslation(PERSONAL_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const user = useSessionStore((s) => s.userInfos);
  const setUserInfos = useSessionStore((s) => s.setUserInfos);
  const save = useUpdateBaseInfo();

  useEffect(() => {
    if (!user) return;
    form.setFieldsValue({
      realName: user.realName ?? '',
      phone: user.phone ?? '',
      email: user.email ?? '',
      address: user.address ?? '',
      signature: user.signature ?? '',
    });
  }, [user, form]);

  const max = (key: keyof typeof LIMITS, label: string): FormRule => ({
    max: LIMITS[key],
    message: t('rules.max', { field: label, max: LIMITS[key] }),
  });

  const submit = async (v: Values) => {
    const input: UpdateBaseInfoInput = {
      realName: v.realName.trim(),
      phone: orNull(v.phone),
      email: orNull(v.email),
      address: orNull(v.address),
      signature: orNull(v.signature),
    };
    await save.mutateAsync(input);
    // The server's copy is the truth; fall back to the values sent when userInfo cannot be read.
    const fresh = await authApi.userInfo().catch(() => null);
    const current = useSessionStore.getState().userInfos;
    if (fresh) setUserInfos(fresh);
    else if (current) setUserInfos({ ...current, ...input });
    message.success(t('baseInfo.saved'));
  };

  return (
    <Form<Values>
      form={form}
      name="base-info-form"
      layout="vertical"
      onFinish={(v) => submit(v).catch(() => undefined)}
      style={{ maxWidth: 720 }}
      data-testid="base-info-form"
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="realName"
            label={t('baseInfo.realName')}
            rules={[
              { required: true, whitespace: true, message: t('rules.required', { field: t('baseInfo.realName') }) },
              max('realName', t('baseInfo.realName')),
            ]}
          >
            <Input placeholder={t('baseInfo.realNamePlaceholder')} maxLength={LIMITS.realName} allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone"
            label={t('baseInfo.phone')}
            rules={[
              {
                validator: (_, v: string | undefined) =>
                  !v || verifyPhone(v) ? Promise.resolve() : Promise.reject(new Error(t('rules.phone'))),
              },
            ]}
          >
            <Input placeholder={t('baseInfo.phonePlaceholder')} maxLength={11} allowClear inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('baseInfo.email')}
            rules={[
              max('email', t('baseInfo.email')),
              {
                validator: (_, v: string | undefined) =>
                  !v || verifyEmail(v) ? Promise.resolve() : Promise.reject(new Error(t('rules.email'))),
              },
            ]}
          >
            <Input placeholder={t('baseInfo.emailPlaceholder')} maxLength={LIMITS.email} allowClear inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={t('baseInfo.address')} rules={[max('address', t('baseInfo.address'))]}>
            <Input placeholder={t('baseInfo.addressPlaceholder')} maxLength={LIMITS.address} allowClear />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="signature"
            label={t('baseInfo.signature')}
            rules={[max('signature', t('baseInfo.signature'))]}
          >
            <Input.TextArea
              placeholder={t('baseInfo.signaturePlaceholder')}
              maxLength={LIMITS.signature}
              showCount
              autoSize={{ minRows: 3, maxRows: 5 }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('baseInfo.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
