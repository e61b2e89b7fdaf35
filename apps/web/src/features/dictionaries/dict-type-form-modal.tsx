import type { DictTypeInput, SysDictType } from '@meiyu/contract';
import { App, Col, Form, Input, InputNumber, Modal, Radio, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveDictType } from './dictionaries.api';
import { DICT_LIMITS, integerRules, textRules } from './dict-form-rules';
import { DICT_NS } from './dict-i18n';

interface Props {
  open: boolean;
  /** The type being edited; null to create one. */
  record: SysDictType | null;
  onClose: () => void;
}

type Values = Omit<DictTypeInput, 'id'>;

const EMPTY: Values = { name: '', code: '', orderNo: 100, status: 1, remark: '' };

export function DictTypeFormModal({ open, record, onClose }: Props) {
  const { t } = useTranslation(DICT_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveDictType();

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
        : EMPTY,
    );
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ ...values, id: record?.id, remark: values.remark || null });
    message.success(t(record ? 'messages.updated' : 'messages.added'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t(record ? 'types.editTitle' : 'types.addTitle')}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      width={640}
      forceRender
    >
      <Form form={form} name="dict-type-form" layout="vertical" initialValues={EMPTY}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="name"
              label={t('fields.name')}
              rules={textRules(t, 'fields.name', DICT_LIMITS.typeName, true)}
            >
              <Input placeholder={t('placeholders.name')} maxLength={DICT_LIMITS.typeName} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t('fields.code')}
              rules={textRules(t, 'fields.code', DICT_LIMITS.typeCode, true)}
            >
              <Input placeholder={t('placeholders.code')} maxLength={DICT_LIMITS.typeCode} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orderNo" label={t('fields.orderNo')} rules={integerRules(t, 'fields.orderNo')}>
              <InputNumber placeholder={t('placeholders.orderNo')} precision={0} style={{ width: '100%' }} />
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
            <Form.Item
              name="remark"
              label={t('fields.remark')}
              rules={textRules(t, 'fields.remark', DICT_LIMITS.typeRemark)}
            >
              <Input.TextArea
                placeholder={t('placeholders.remark')}
                maxLength={DICT_LIMITS.typeRemark}
                showCount
                autoSize={{ minRows: 3, maxRows: 6 }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
