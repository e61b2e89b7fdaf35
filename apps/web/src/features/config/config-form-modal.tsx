import type { SysConfig } from '@meiyu/contract';
import { App, Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOLEAN_CODES, INTEGER_CODES, useSaveConfig } from './config.api';
import { CONFIG_NS } from './config-i18n';

interface Props {
  open: boolean;
  record: SysConfig | null;
  onClose: () => void;
}

interface Values {
  name: string;
  code: string;
  text: string;
  flag: boolean;
  number: number | null;
  groupCode: string;
  orderNo: number;
  remark: string;
}

const EMPTY: Values = {
  name: '',
  code: '',
  text: '',
  flag: false,
  number: null,
  groupCode: 'Default',
  orderNo: 100,
  remark: '',
};

/** Adds or edits a parameter; typed parameters get a switch or a number box instead of free text. */
export function ConfigFormModal({ open, record, onClose }: Props) {
  const { t } = useTranslation(CONFIG_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveConfig();
  const code = Form.useWatch('code', form) ?? '';
  const isBool = BOOLEAN_CODES.includes(code);
  const min = INTEGER_CODES[code];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!record) return form.setFieldsValue(EMPTY);
    form.setFieldsValue({
      name: record.name,
      code: record.code,
      text: record.value ?? '',
      flag: /^(true|1)$/i.test(record.value ?? ''),
      number: record.value && /^\d+$/.test(record.value) ? Number(record.value) : null,
      groupCode: record.groupCode,
      orderNo: record.orderNo,
      remark: record.remark ?? '',
    });
  }, [open, record, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const value = isBool ? (v.flag ? 'True' : 'False') : min !== undefined ? String(v.number ?? '') : v.text;
    await save.mutateAsync({
      id: record?.id,
      name: v.name,
      code: v.code,
      value,
      groupCode: v.groupCode || 'Default',
      orderNo: v.orderNo,
      remark: v.remark || null,
    });
    message.success(t(record ? 'messages.updated' : 'messages.added'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t(record ? 'form.editTitle' : 'form.addTitle')}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      width={640}
      forceRender
    >
      <Form form={form} name="config-form" layout="vertical" initialValues={EMPTY}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="name"
              label={t('fields.name')}
              rules={[{ required: true, whitespace: true, message: t('rules.name') }, { max: 64 }]}
            >
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t('fields.code')}
              extra={record?.sysFlag ? t('hints.systemCode') : undefined}
              rules={[
                { required: true, message: t('rules.code') },
                { pattern: /^[A-Za-z][A-Za-z0-9_.:-]*$/, message: t('rules.codeFormat') },
                { max: 64 },
              ]}
            >
              <Input maxLength={64} disabled={!!record?.sysFlag} />
            </Form.Item>
          </Col>
        </Row>
        {isBool ? (
          <Form.Item name="flag" label={t('fields.value')} valuePropName="checked">
            <Switch checkedChildren="True" unCheckedChildren="False" />
          </Form.Item>
        ) : min !== undefined ? (
          <Form.Item
            name="number"
            label={t('fields.value')}
            extra={t('hints.minimum', { min })}
            rules={[{ required: true, type: 'number', min, message: t('hints.minimum', { min }) }]}
          >
            <InputNumber min={min} precision={0} style={{ width: 200 }} />
          </Form.Item>
        ) : (
          <Form.Item name="text" label={t('fields.value')} rules={[{ max: 512 }]}>
            <Input.TextArea rows={2} maxLength={512} />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="groupCode" label={t('fields.groupCode')} rules={[{ max: 64 }]}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orderNo" label={t('fields.orderNo')}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="remark" label={t('fields.remark')} rules={[{ max: 256 }]}>
          <Input.TextArea rows={2} maxLength={256} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
