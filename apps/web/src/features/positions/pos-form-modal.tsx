import { type PosInput, posInput, type SysPos } from '@meiyu/contract';
import { App, Col, Form, Input, InputNumber, Modal, Radio, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { POS_NS } from './pos-i18n';
import { useSavePos } from './positions.api';

type Values = Omit<PosInput, 'id'>;
const BLANK: Values = { name: '', code: '', orderNo: 100, status: 1, remark: '' };
const LIMITS = { name: posInput.shape.name.maxLength ?? 64, code: posInput.shape.code.maxLength ?? 64 };

export function PosFormModal({ open, record, onClose }: { open: boolean; record: SysPos | null; onClose: () => void }) {
  const { t } = useTranslation(POS_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSavePos();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      record
        ? {
            name: record.name,
            code: record.code,
            orderNo: record.orderNo,
            status: record.status === 2 ? 2 : 1,
            remark: record.remark ?? '',
          }
        : BLANK,
    );
  }, [open, record, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({ ...v, id: record?.id, remark: v.remark?.trim() || null });
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
      title={t(record ? 'editTitle' : 'addTitle')}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      width={600}
      forceRender
    >
      <Form form={form} name="pos-form" layout="vertical" initialValues={BLANK}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t('fields.name')} rules={text('fields.name', LIMITS.name)}>
              <Input placeholder={t('placeholders.name')} maxLength={LIMITS.name} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="code" label={t('fields.code')} rules={text('fields.code', LIMITS.code)}>
              <Input placeholder={t('placeholders.code')} maxLength={LIMITS.code} allowClear />
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
      </Form>
    </Modal>
  );
}
