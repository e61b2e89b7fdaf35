import type { DictDataInput, SysDictData, SysDictType } from '@meiyu/contract';
import { App, Col, Form, Input, InputNumber, Modal, Radio, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from './form-section';
import { useSaveDictData } from './dictionaries.api';
import { DICT_LIMITS, integerRules, textRules } from './dict-form-rules';
import { DICT_NS } from './dict-i18n';
import { TagPreview } from './tag-preview';
import { TAG_TYPE_OPTIONS } from './tag-types';

interface Props {
  open: boolean;
  dictType: SysDictType;
  /** The item being edited; null to create one. */
  record: SysDictData | null;
  onClose: () => void;
}

type Values = Omit<DictDataInput, 'id' | 'dictTypeId' | 'tagType'> & { tagType: string };

const EMPTY: Values = {
  value: '',
  code: '',
  tagType: 'default',
  styleSetting: '',
  classSetting: '',
  orderNo: 100,
  status: 1,
  remark: '',
  extData: '',
};

const orNull = (v: string | null | undefined) => (v?.trim() ? v : null);

export function DictDataFormModal({ open, dictType, record, onClose }: Props) {
  const { t } = useTranslation(DICT_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveDictData();
  const label = Form.useWatch('value', form);
  const tagType = Form.useWatch('tagType', form);
  const styleSetting = Form.useWatch('styleSetting', form);
  const classSetting = Form.useWatch('classSetting', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      record
        ? {
            value: record.value,
            code: record.code,
            tagType: record.tagType ?? '',
            styleSetting: record.styleSetting ?? '',
            classSetting: record.classSetting ?? '',
            orderNo: record.orderNo,
            status: record.status === 2 ? 2 : 1,
            remark: record.remark ?? '',
            extData: record.extData ?? '',
          }
        : EMPTY,
    );
  }, [open, record, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({
      ...v,
      id: record?.id,
      dictTypeId: dictType.id,
      tagType: TAG_TYPE_OPTIONS.find((o) => o === v.tagType) ?? '',
      styleSetting: orNull(v.styleSetting),
      classSetting: orNull(v.classSetting),
      remark: orNull(v.remark),
      extData: orNull(v.extData),
    });
    message.success(t(record ? 'messages.updated' : 'messages.added'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={
        <span>
          {t(record ? 'items.editTitle' : 'items.addTitle')}
          <span style={{ marginInlineStart: 8, fontWeight: 400, opacity: 0.55 }}>
            {dictType.name} · {dictType.code}
          </span>
        </span>
      }
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      width={760}
      forceRender
    >
      <Form form={form} name="dict-data-form" layout="vertical" initialValues={EMPTY}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="value"
              label={t('fields.value')}
              rules={textRules(t, 'fields.value', DICT_LIMITS.dataValue, true)}
            >
              <Input placeholder={t('placeholders.value')} maxLength={DICT_LIMITS.dataValue} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t('fields.itemCode')}
              rules={textRules(t, 'fields.itemCode', DICT_LIMITS.dataCode, true)}
            >
              <Input placeholder={t('placeholders.itemCode')} maxLength={DICT_LIMITS.dataCode} allowClear />
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
        </Row>
        <FormSection title={t('fields.display')} />
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="tagType" label={t('fields.tagType')}>
              <Select
                options={TAG_TYPE_OPTIONS.map((type) => ({
                  value: type,
                  label: <TagPreview tagType={type} label={t(`tagTypes.${type || 'none'}`)} />,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('fields.preview')}>
              <div style={{ minHeight: 32, display: 'flex', alignItems: 'center' }}>
                <TagPreview
                  tagType={tagType ?? ''}
                  label={label?.trim() || t('fields.value')}
                  styleSetting={styleSetting}
                  classSetting={classSetting}
                />
              </div>
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="styleSetting"
              label={t('fields.styleSetting')}
              rules={textRules(t, 'fields.styleSetting', DICT_LIMITS.dataStyle)}
            >
              <Input placeholder={t('placeholders.styleSetting')} maxLength={DICT_LIMITS.dataStyle} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="classSetting"
              label={t('fields.classSetting')}
              rules={textRules(t, 'fields.classSetting', DICT_LIMITS.dataClass)}
            >
              <Input placeholder={t('placeholders.classSetting')} maxLength={DICT_LIMITS.dataClass} allowClear />
            </Form.Item>
          </Col>
        </Row>
        <FormSection title={t('fields.extra')} />
        <Form.Item
          name="extData"
          label={t('fields.extData')}
          tooltip={t('fields.extDataHelp')}
          rules={textRules(t, 'fields.extData', DICT_LIMITS.dataExt)}
        >
          <Input.TextArea
            placeholder={t('placeholders.extData')}
            maxLength={DICT_LIMITS.dataExt}
            showCount
            autoSize={{ minRows: 3, maxRows: 10 }}
          />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('fields.remark')}
          rules={textRules(t, 'fields.remark', DICT_LIMITS.dataRemark)}
        >
          <Input.TextArea placeholder={t('placeholders.itemRemark')} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
