import {
  type SysUser,
  type UserInput,
  verifyAccount,
  verifyEmail,
  verifyIdCard,
  verifyPasswordPowerful,
  verifyPhone,
} from '@meiyu/contract';
import { App, Col, Divider, Form, Input, Modal, Radio, Row, Select, Switch } from 'antd';
import type { FormRule } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/components/auth';
import { useDictOptions } from '@/components/dict-tag';
import { OrgTreeSelect } from '@/components/org-tree';
import { encryptWithServerKey } from '@/core/sm2';
import type { PasswordResult } from './password-result-modal';
import { USER_NS } from './user-i18n';
import { useGrantableRoles, usePositions, useSaveUser } from './users.api';

export type UserFormTarget =
  | { kind: 'add'; org: { id: number; name: string } | null }
  | { kind: 'edit'; record: SysUser };

interface Props {
  target: UserFormTarget | null;
  onClose: () => void;
  /** Called with the first password when the server generated one. */
  onPassword: (result: PasswordResult) => void;
}

interface Values {
  account: string;
  realName: string;
  orgId: number | null;
  posId?: number | null;
  roleIdList: number[];
  phone?: string;
  idCardNum?: string;
  email?: string;
  gender?: '0' | '1';
  status: 1 | 2;
  authorize: boolean;
  wxexaminable: boolean;
  address?: string;
  remark?: string;
  password?: string;
}

const BLANK: Partial<Values> = { status: 1, authorize: false, wxexaminable: false, roleIdList: [] };
const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** Add or edit a user: account, organisation, roles and position, then the personal details. */
export function UserFormModal({ target, onClose, onPassword }: Props) {
  const { t } = useTranslation(USER_NS);
  const { message } = App.useApp();
  const { auth } = useAuth();
  const [form] = Form.useForm<Values>();
  const save = useSaveUser();
  const open = target !== null;
  const roles = useGrantableRoles(open && auth('sysRole:list'));
  const positions = usePositions(open && auth('sysPos:list'));
  const genders = useDictOptions('gender');
  const record = target?.kind === 'edit' ? target.record : null;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.kind === 'edit') {
      const r = target.record;
      form.setFieldsValue({
        account: r.account,
        realName: r.realName,
        orgId: r.orgId,
        posId: r.posId,
        roleIdList: r.roleIds,
        phone: r.phone ?? '',
        idCardNum: r.idCardNum ?? '',
        email: r.email ?? '',
        gender: r.gender === '0' || r.gender === '1' ? r.gender : undefined,
        status: r.status === 2 ? 2 : 1,
        authorize: r.authorize,
        wxexaminable: r.wxexaminable,
        address: r.address ?? '',
        remark: r.remark ?? '',
      });
    } else {
      form.setFieldsValue({ ...BLANK, orgId: target.org?.id ?? null });
    }
  }, [target, form]);

  // Text must not be blank; a choice (a number or a code) only present: a `whitespace` key would make the
  // validator treat the value as a string and refuse numbers.
  const required = (field: string, select = false): FormRule =>
    select
      ? { required: true, message: t('rules.select', { field: t(field) }) }
      : { required: true, whitespace: true, message: t('rules.required', { field: t(field) }) };
  const check = (ok: (v: string) => boolean, key: string): FormRule => ({
    validator: async (_, v: string | undefined) => {
      if (v?.trim() && !ok(v.trim())) throw new Error(t(key));
    },
  });

  const submit = async () => {
    const v = await form.validateFields();
    const password = !record && v.password ? await encryptWithServerKey(v.password) : null;
    const input: UserInput = {
      id: record?.id,
      account: v.account.trim(),
      realName: v.realName.trim(),
      orgId: v.orgId ?? 0,
      posId: v.posId ?? null,
      roleIdList: v.roleIdList ?? [],
      phone: blank(v.phone),
      idCardNum: blank(v.idCardNum),
      email: blank(v.email),
      gender: v.gender ?? null,
      status: v.status,
      authorize: v.authorize,
      wxexaminable: v.wxexaminable,
      address: blank(v.address),
      signature: record?.signature ?? null,
      remark: blank(v.remark),
      password,
    };
    const result = await save.mutateAsync(input);
    message.success(t(record ? 'messages.updated' : 'messages.added'));
    onClose();
    if (result.password) {
      onPassword({ kind: 'added', account: input.account, realName: input.realName, password: result.password });
    }
  };

  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  // A role the caller cannot grant stays visible by name on a user who holds it.
  for (const [i, id] of (record?.roleIds ?? []).entries()) {
    if (!roleOptions.some((o) => o.value === id))
      roleOptions.push({ value: id, label: record?.roleNames[i] ?? String(id) });
  }

  return (
    <Modal
      open={open}
      title={record ? t('editTitle', { name: record.realName }) : t('addTitle')}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      width={780}
      forceRender
      destroyOnHidden
    >
      <Form form={form} name="user-form" layout="vertical" initialValues={BLANK}>
        <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
          {t('sections.account')}
        </Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="account"
              label={t('fields.account')}
              rules={[required('fields.account'), ...(record?.account ? [] : [check(verifyAccount, 'rules.account')])]}
            >
              <Input placeholder={t('placeholders.account')} maxLength={16} allowClear autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="realName" label={t('fields.realName')} rules={[required('fields.realName'), { max: 64 }]}>
              <Input placeholder={t('placeholders.realName')} maxLength={64} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orgId" label={t('fields.org')} rules={[required('fields.org', true)]}>
              <OrgTreeSelect valueLabel={target?.kind === 'add' ? target.org?.name : record?.orgName} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="roleIdList" label={t('fields.roles')} extra={t('hints.roles')}>
              <Select
                mode="multiple"
                options={roleOptions}
                loading={roles.isFetching}
                placeholder={t('placeholders.roles')}
              />
            </Form.Item>
          </Col>
          {auth('sysPos:list') && (
            <Col span={12}>
              <Form.Item name="posId" label={t('fields.pos')}>
                <Select
                  allowClear
                  options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  placeholder={t('placeholders.pos')}
                />
              </Form.Item>
            </Col>
          )}
          {!record && (
            <Col span={12}>
              <Form.Item
                name="password"
                label={t('fields.password')}
                extra={t('hints.password')}
                rules={[check(verifyPasswordPowerful, 'rules.password')]}
              >
                <Input.Password placeholder={t('placeholders.password')} maxLength={16} autoComplete="new-password" />
              </Form.Item>
            </Col>
          )}
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
          <Col span={8}>
            <Form.Item name="authorize" label={t('fields.authorize')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="wxexaminable" label={t('fields.wxexaminable')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          {t('sections.person')}
        </Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="phone" label={t('fields.phone')} rules={[check(verifyPhone, 'rules.phone')]}>
              <Input placeholder={t('placeholders.phone')} maxLength={11} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="gender" label={t('fields.gender')}>
              <Radio.Group optionType="button" options={genders} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="idCardNum" label={t('fields.idCardNum')} rules={[check(verifyIdCard, 'rules.idCard')]}>
              <Input placeholder={t('placeholders.idCardNum')} maxLength={18} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="email" label={t('fields.email')} rules={[check(verifyEmail, 'rules.email')]}>
              <Input placeholder={t('placeholders.email')} maxLength={128} allowClear />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address" label={t('fields.address')}>
              <Input placeholder={t('placeholders.address')} maxLength={256} allowClear />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('fields.remark')}>
              <Input.TextArea
                placeholder={t('placeholders.remark')}
                maxLength={256}
                autoSize={{ minRows: 2, maxRows: 4 }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
