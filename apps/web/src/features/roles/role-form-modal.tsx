import { DATA_SCOPE, DATA_SCOPE_VALUES, type RoleInput, roleInput, type SysRole } from '@meiyu/contract';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuTreePicker } from './menu-tree-picker';
import { OrgCheckTree } from './org-check-tree';
import { ROLE_NS } from './role-i18n';
import { useMenuTree, useRoleGrants, useSaveRole } from './roles.api';

interface Props {
  open: boolean;
  /** The role being edited; null to create one. */
  record: SysRole | null;
  onClose: () => void;
}

interface Values {
  name: string;
  code: string;
  orderNo: number;
  status: 1 | 2;
  remark?: string;
  dataScope: RoleInput['dataScope'];
}

const BLANK: Values = { name: '', code: '', orderNo: 100, status: 1, remark: '', dataScope: DATA_SCOPE.org };
const LIMITS = { name: roleInput.shape.name.maxLength ?? 64, code: roleInput.shape.code.maxLength ?? 64 };

/** A role in one form: its basics, its menus and buttons (a subset of the caller's), and its data scope. */
export function RoleFormModal({ open, record, onClose }: Props) {
  const { t } = useTranslation(ROLE_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveRole();
  const tree = useMenuTree(open);
  const grants = useRoleGrants(open && record ? record.id : null);
  const [menuIds, setMenuIds] = useState<number[]>([]);
  const [orgIds, setOrgIds] = useState<number[]>([]);
  const [tab, setTab] = useState('basic');
  const dataScope = Form.useWatch('dataScope', form);
  const sysAdmin = record?.code === 'sys_admin';

  useEffect(() => {
    if (!open) return;
    setTab('basic');
    form.resetFields();
    form.setFieldsValue(
      record
        ? {
            name: record.name,
            code: record.code,
            orderNo: record.orderNo,
            status: record.status === 2 ? 2 : 1,
            remark: record.remark ?? '',
            dataScope: record.dataScope as Values['dataScope'],
          }
        : BLANK,
    );
    setMenuIds([]);
    setOrgIds([]);
  }, [open, record, form]);

  useEffect(() => {
    if (!grants.data) return;
    setMenuIds(grants.data.menuIds);
    setOrgIds(grants.data.orgIds);
  }, [grants.data]);

  const submit = async () => {
    const v = await form.validateFields().catch((e) => {
      setTab('basic');
      throw e;
    });
    if (v.dataScope === DATA_SCOPE.custom && orgIds.length === 0) {
      setTab('scope');
      message.error(t('rules.orgs'));
      return;
    }
    await save.mutateAsync({
      ...v,
      id: record?.id,
      remark: v.remark?.trim() || null,
      menuIdList: sysAdmin ? null : menuIds,
      orgIdList: v.dataScope === DATA_SCOPE.custom ? orgIds : [],
    });
    message.success(t(record ? 'messages.updated' : 'messages.added'));
    onClose();
  };

  const text = (key: string, max: number) => [
    { required: true, whitespace: true, message: t('rules.required', { field: t(key) }) },
    { max, message: t('rules.max', { field: t(key), max }) },
  ];

  return (
    <Modal
      open={open}
      title={record ? t('editTitle', { name: record.name }) : t('addTitle')}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      // Saving before the role's grants arrived would replace its menus with none.
      okButtonProps={{ disabled: record !== null && !grants.data }}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      width={760}
      forceRender
    >
      <Form form={form} name="role-form" layout="vertical" initialValues={BLANK}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'basic',
              label: t('tabs.basic'),
              forceRender: true,
              children: (
                <Row gutter={16}>
                  <Col span={12}>
                    <Form.Item name="name" label={t('fields.name')} rules={text('fields.name', LIMITS.name)}>
                      <Input placeholder={t('placeholders.name')} maxLength={LIMITS.name} allowClear />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item
                      name="code"
                      label={t('fields.code')}
                      extra={record?.builtIn ? t('hints.builtInCode') : undefined}
                      rules={[
                        ...text('fields.code', LIMITS.code),
                        { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('rules.code') },
                      ]}
                    >
                      <Input
                        placeholder={t('placeholders.code')}
                        maxLength={LIMITS.code}
                        disabled={record?.builtIn}
                        allowClear
                      />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item name="orderNo" label={t('fields.orderNo')}>
                      <InputNumber precision={0} style={{ width: '100%' }} placeholder={t('placeholders.orderNo')} />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item name="status" label={t('fields.status')}>
                      <Radio.Group
                        optionType="button"
                        buttonStyle="solid"
                        disabled={sysAdmin}
                        options={[
                          { value: 1, label: t('status.enabled') },
                          { value: 2, label: t('status.disabled') },
                        ]}
                      />
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
              ),
            },
            {
              key: 'menus',
              label: t('tabs.menus'),
              children: (
                <Spin spinning={tree.isFetching || grants.isFetching}>
                  <Alert
                    type={sysAdmin ? 'warning' : 'info'}
                    showIcon
                    title={t(sysAdmin ? 'hints.sysAdmin' : 'hints.menus')}
                    style={{ marginBottom: 12 }}
                  />
                  <MenuTreePicker tree={tree.data ?? []} value={menuIds} onChange={setMenuIds} disabled={sysAdmin} />
                </Spin>
              ),
            },
            {
              key: 'scope',
              label: t('tabs.scope'),
              forceRender: true,
              children: (
                <>
                  <Alert type="info" showIcon title={t('hints.scope')} style={{ marginBottom: 12 }} />
                  <Form.Item name="dataScope" label={t('fields.dataScope')}>
                    <Select
                      disabled={sysAdmin}
                      options={DATA_SCOPE_VALUES.map((v) => ({ value: v, label: t(`dataScope.${v}`) }))}
                    />
                  </Form.Item>
                  {dataScope === DATA_SCOPE.custom && (
                    <Form.Item label={t('fields.orgs')} extra={t('hints.orgs')} required>
                      <OrgCheckTree value={orgIds} onChange={setOrgIds} />
                    </Form.Item>
                  )}
                </>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
