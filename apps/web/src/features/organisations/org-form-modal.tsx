import { isSchoolType, type OrgInput, orgInput, type SysOrg, verifyPhone, verifyTelPhone } from '@meiyu/contract';
import { App, Col, Divider, Form, type FormRule, Input, InputNumber, Modal, Radio, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/components/dict-tag';
import { isSchoolNode, OrgTreeSelect } from '@/components/org-tree';
import { RegionSelect } from '@/components/region-select';
import { ORG_NS } from './org-i18n';
import { orgApi, useSaveOrg } from './organisations.api';

export type OrgFormTarget =
  | { kind: 'add'; parent: { id: number; name: string } | null }
  | { kind: 'edit'; record: SysOrg };

interface Props {
  target: OrgFormTarget | null;
  /** The caller's own organisation keeps its parent. */
  ownOrgId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

type Values = Omit<OrgInput, 'id'>;

/** Lengths from the contract's schema, so the form and the server agree. */
const LIMITS = { name: orgInput.shape.name.maxLength ?? 128, code: orgInput.shape.code.maxLength ?? 64 };

const BLANK: Partial<Values> = { orderNo: 100, status: 1 };

/** Add or edit an organisation: its place, type and region, and the school profile. */
export function OrgFormModal({ target, ownOrgId, onClose, onSaved }: Props) {
  const { t } = useTranslation(ORG_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveOrg(onSaved);
  const types = useDictOptions('org_type');
  const geo = useDictOptions('geographical_type');
  const type = Form.useWatch('type', form);
  const pid = Form.useWatch('pid', form);
  const [parentRegion, setParentRegion] = useState<string | null>(null);
  const record = target?.kind === 'edit' ? target.record : null;
  const own = record !== null && record.id === ownOrgId;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.kind === 'edit') {
      const r = target.record;
      form.setFieldsValue({
        pid: r.pid,
        name: r.name,
        code: r.code,
        type: r.type ?? undefined,
        regionCode: r.regionCode ?? undefined,
        orderNo: r.orderNo,
        status: r.status === 2 ? 2 : 1,
        remark: r.remark ?? '',
        address: r.address ?? '',
        contactPerson: r.contactPerson ?? '',
        contactPhone: r.contactPhone ?? '',
        geographicalType: r.geographicalType === 'A' || r.geographicalType === 'B' ? r.geographicalType : undefined,
      });
    } else {
      form.setFieldsValue({ ...BLANK, pid: target.parent?.id });
    }
  }, [target, form]);

  // The parent's region bounds the choice of region; a district parent's region is the natural default.
  useEffect(() => {
    if (!target || !pid || own) {
      setParentRegion(null);
      return;
    }
    let live = true;
    orgApi
      .detail(pid)
      .then((p) => {
        if (!live) return;
        setParentRegion(p?.regionCode ?? null);
        if (p?.regionCode && !form.getFieldValue('regionCode') && /^\d{4}(?!00)\d{2}$/.test(p.regionCode)) {
          form.setFieldValue('regionCode', p.regionCode);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pid, target, own, form]);

  const school = isSchoolType(type);
  const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

  const submit = async () => {
    const v = await form.validateFields();
    const input: OrgInput = {
      ...v,
      id: record?.id,
      pid: v.pid ?? 0,
      remark: blank(v.remark),
      address: blank(v.address),
      contactPerson: blank(v.contactPerson),
      contactPhone: blank(v.contactPhone),
      geographicalType: school ? (v.geographicalType ?? null) : null,
    };
    await save.mutateAsync(input);
    message.success(t(record ? 'messages.updated' : 'messages.added'));
    onClose();
  };

  // Text must not be blank; a choice (a number or a code) only present: a `whitespace` key would make the
  // validator treat the value as a string and refuse numbers.
  const required = (field: string, select = false): FormRule =>
    select
      ? { required: true, message: t('rules.select', { field: t(field) }) }
      : { required: true, whitespace: true, message: t('rules.required', { field: t(field) }) };
  const limit = (field: string, n: number) => ({ max: n, message: t('rules.max', { field: t(field), max: n }) });

  return (
    <Modal
      open={target !== null}
      title={t(record ? 'editTitle' : 'addTitle')}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      width={760}
      forceRender
      destroyOnHidden
    >
      <Form form={form} name="org-form" layout="vertical" initialValues={BLANK}>
        <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
          {t('sections.basic')}
        </Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="pid"
              label={t('fields.parent')}
              rules={[required('fields.parent', true)]}
              extra={own ? t('ownOrgHint') : undefined}
            >
              {own ? (
                <Input value={record?.parentName ?? '—'} disabled />
              ) : (
                <OrgTreeSelect
                  valueLabel={target?.kind === 'add' ? target.parent?.name : record?.parentName}
                  rootOption={record?.pid === 0}
                  isDisabled={(org) => isSchoolNode(org) || org.id === record?.id}
                />
              )}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="type" label={t('fields.type')} rules={[required('fields.type', true)]}>
              <Select options={types} placeholder={t('rules.select', { field: t('fields.type') })} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="name"
              label={t('fields.name')}
              rules={[required('fields.name'), limit('fields.name', LIMITS.name)]}
            >
              <Input placeholder={t('placeholders.name')} maxLength={LIMITS.name} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t('fields.code')}
              rules={[
                required('fields.code'),
                limit('fields.code', LIMITS.code),
                { pattern: /^[A-Za-z0-9_.-]+$/, message: t('rules.code') },
              ]}
            >
              <Input placeholder={t('placeholders.code')} maxLength={LIMITS.code} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="regionCode" label={t('fields.region')} rules={[required('fields.region', true)]}>
              <RegionSelect within={parentRegion} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="orderNo"
              label={t('fields.orderNo')}
              rules={[{ required: true, type: 'number', message: t('rules.required', { field: t('fields.orderNo') }) }]}
            >
              <InputNumber precision={0} style={{ width: '100%' }} placeholder={t('placeholders.orderNo')} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="status" label={t('fields.status')}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                disabled={own}
                options={[
                  { value: 1, label: t('status.enabled') },
                  { value: 2, label: t('status.disabled') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          {t('sections.profile')}
        </Divider>
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="address" label={t('fields.address')} rules={[limit('fields.address', 256)]}>
              <Input placeholder={t('placeholders.address')} maxLength={256} allowClear />
            </Form.Item>
          </Col>
          <Col span={school ? 8 : 12}>
            <Form.Item
              name="contactPerson"
              label={t('fields.contactPerson')}
              rules={[limit('fields.contactPerson', 64)]}
            >
              <Input placeholder={t('placeholders.contactPerson')} maxLength={64} allowClear />
            </Form.Item>
          </Col>
          <Col span={school ? 8 : 12}>
            <Form.Item
              name="contactPhone"
              label={t('fields.contactPhone')}
              rules={[
                {
                  validator: async (_, v: string | undefined) => {
                    const s = v?.trim();
                    if (s && !verifyPhone(s) && !verifyTelPhone(s)) throw new Error(t('rules.phone'));
                  },
                },
              ]}
            >
              <Input placeholder={t('placeholders.contactPhone')} maxLength={32} allowClear />
            </Form.Item>
          </Col>
          {school && (
            <Col span={8}>
              <Form.Item name="geographicalType" label={t('fields.geographicalType')}>
                <Radio.Group optionType="button" options={geo} />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <Form.Item name="remark" label={t('fields.remark')} rules={[limit('fields.remark', 256)]}>
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
