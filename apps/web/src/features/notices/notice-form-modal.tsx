import type { NoticeOrgOption, SysNotice } from '@meiyu/contract';
import { App, Button, Col, Form, Input, Modal, Radio, Row, Select, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type NoticeSave, useSaveNotice, useTargetOptions } from './notices.api';
import { NOTICES_NS } from './notices-i18n';

interface Props {
  open: boolean;
  /** The draft being edited; null to write a new notice. */
  record: SysNotice | null;
  onClose: () => void;
}

interface Values {
  title: string;
  type: 1 | 2;
  content: string;
  targetOrgIds: number[];
  targetRoleIds: number[];
  includeChildren: boolean;
}

const EMPTY: Values = { title: '', type: 1, content: '', targetOrgIds: [], targetRoleIds: [], includeChildren: true };

interface TreeNode {
  value: number;
  title: string;
  children: TreeNode[];
}

const toTree = (orgs: NoticeOrgOption[]): TreeNode[] =>
  orgs.map((o) => ({ value: o.id, title: o.name, children: toTree(o.children) }));

/** Writes a notice: title, type, text, recipient organisations (the sender's scope) and roles; save or publish. */
export function NoticeFormModal({ open, record, onClose }: Props) {
  const { t } = useTranslation(NOTICES_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveNotice();
  const options = useTargetOptions(open);
  const tree = useMemo(() => toTree(options.data?.orgs ?? []), [options.data]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      record
        ? {
            title: record.title,
            type: record.type === 2 ? 2 : 1,
            content: record.content,
            targetOrgIds: record.targetOrgIds,
            targetRoleIds: record.targetRoleIds,
            includeChildren: record.includeChildren,
          }
        : EMPTY,
    );
  }, [open, record, form]);

  const submit = async (publish: boolean) => {
    const values = await form.validateFields();
    const input: NoticeSave = { ...values, id: record?.id, publish };
    await save.mutateAsync(input);
    message.success(t(publish ? 'messages.published' : record ? 'messages.updated' : 'messages.saved'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t(record ? 'form.editTitle' : 'form.addTitle')}
      onCancel={onClose}
      width={760}
      forceRender
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('actions.cancel')}
        </Button>,
        <Button key="draft" loading={save.isPending} onClick={() => submit(false).catch(() => undefined)}>
          {t('actions.saveDraft')}
        </Button>,
        <Button
          key="publish"
          type="primary"
          loading={save.isPending}
          onClick={() => submit(true).catch(() => undefined)}
        >
          {t('actions.publish')}
        </Button>,
      ]}
    >
      <Form form={form} name="notice-form" layout="vertical" initialValues={EMPTY}>
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item
              name="title"
              label={t('fields.title')}
              rules={[{ required: true, whitespace: true, message: t('rules.title') }, { max: 128 }]}
            >
              <Input maxLength={128} showCount placeholder={t('placeholders.title')} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="type" label={t('fields.type')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 1, label: t('types.1') },
                  { value: 2, label: t('types.2') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="content"
          label={t('fields.content')}
          rules={[{ required: true, whitespace: true, message: t('rules.content') }, { max: 20000 }]}
        >
          <Input.TextArea rows={8} maxLength={20000} showCount placeholder={t('placeholders.content')} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item
              name="targetOrgIds"
              label={t('fields.targetOrgs')}
              rules={[{ required: true, type: 'array', min: 1, message: t('rules.targetOrgs') }]}
              extra={t('hints.targetOrgs')}
            >
              <TreeSelect
                treeData={tree}
                multiple
                treeCheckable
                treeCheckStrictly={false}
                showCheckedStrategy={TreeSelect.SHOW_PARENT}
                treeDefaultExpandedKeys={tree.map((n) => n.value)}
                loading={options.isLoading}
                placeholder={t('placeholders.targetOrgs')}
                maxTagCount="responsive"
                showSearch
                treeNodeFilterProp="title"
                data-testid="notice-target-orgs"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="includeChildren" label={t('fields.includeChildren')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="targetRoleIds" label={t('fields.targetRoles')} extra={t('hints.targetRoles')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('placeholders.targetRoles')}
            options={(options.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name }))}
            data-testid="notice-target-roles"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
