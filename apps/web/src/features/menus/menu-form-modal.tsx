import { MENU_TYPE, type MenuInput, type SysMenu } from '@meiyu/contract';
import { App, Col, Form, Input, InputNumber, Modal, Radio, Row, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from './form-section';
import { MenuIconInput } from './menu-icon-input';
import { MENU_NS } from './menu-i18n';
import { integerRules, MENU_LIMITS, permissionRules, textRules } from './menu-form-rules';
import { parentOptions, subtreeIds } from './menu-tree-utils';
import { useSaveMenu } from './menus.api';

export type MenuFormTarget = { kind: 'add'; parent: SysMenu | null } | { kind: 'edit'; record: SysMenu };

interface Props {
  target: MenuFormTarget | null;
  /** The full menu tree, for the parent picker. */
  tree: SysMenu[];
  onClose: () => void;
}

type Values = Omit<MenuInput, 'id'>;

const BLANK: Values = {
  pid: 0,
  type: MENU_TYPE.dir,
  title: '',
  name: '',
  path: '',
  component: '',
  redirect: '',
  permission: '',
  icon: '',
  outLink: '',
  isIframe: false,
  isHide: false,
  isKeepAlive: true,
  isAffix: false,
  isOpen: true,
  orderNo: 100,
  status: 1,
  remark: '',
};

/** A child of a directory is a menu by default, a child of a menu a button. */
function childType(parent: SysMenu | null): 1 | 2 | 3 {
  if (!parent) return MENU_TYPE.dir;
  return parent.type === MENU_TYPE.dir ? MENU_TYPE.menu : MENU_TYPE.button;
}

function valuesOf(m: SysMenu): Values {
  return {
    pid: m.pid,
    type: m.type === 1 || m.type === 2 || m.type === 3 ? m.type : MENU_TYPE.menu,
    title: m.title,
    name: m.name ?? '',
    path: m.path ?? '',
    component: m.component ?? '',
    redirect: m.redirect ?? '',
    permission: m.permission ?? '',
    icon: m.icon ?? '',
    outLink: m.outLink ?? '',
    isIframe: m.isIframe,
    isHide: m.isHide,
    isKeepAlive: m.isKeepAlive,
    isAffix: m.isAffix,
    isOpen: m.isOpen,
    orderNo: m.orderNo,
    status: m.status === 2 ? 2 : 1,
    remark: m.remark ?? '',
  };
}

const orNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** Buttons carry only title, permission, order and status; the server clears the rest anyway. */
function toInput(v: Values, id: number | undefined): MenuInput {
  const base = { id, pid: v.pid ?? 0, type: v.type, title: v.title.trim(), orderNo: v.orderNo, status: v.status };
  if (v.type === MENU_TYPE.button) {
    return {
      ...base,
      permission: orNull(v.permission),
      name: null,
      path: null,
      component: null,
      redirect: null,
      icon: null,
      outLink: null,
      isIframe: false,
      isHide: false,
      isKeepAlive: true,
      isAffix: false,
      isOpen: true,
      remark: null,
    };
  }
  return {
    ...base,
    permission: null,
    name: orNull(v.name),
    path: orNull(v.path),
    component: orNull(v.component),
    redirect: orNull(v.redirect),
    icon: orNull(v.icon),
    outLink: orNull(v.outLink),
    isIframe: v.isIframe,
    isHide: v.isHide,
    isKeepAlive: v.isKeepAlive,
    isAffix: v.isAffix,
    isOpen: v.isOpen,
    remark: orNull(v.remark),
  };
}

const FLAGS = ['isHide', 'isKeepAlive', 'isAffix', 'isIframe', 'isOpen'] as const;

export function MenuFormModal({ target, tree, onClose }: Props) {
  const { t } = useTranslation(MENU_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveMenu();
  const type = Form.useWatch('type', form) ?? MENU_TYPE.dir;
  const open = target !== null;
  const editing = target?.kind === 'edit' ? target.record : null;

  const options = useMemo(
    () => parentOptions(tree, editing ? subtreeIds(editing) : new Set(), t('root')),
    [tree, editing, t],
  );

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.kind === 'edit') form.setFieldsValue(valuesOf(target.record));
    else form.setFieldsValue({ ...BLANK, pid: target.parent?.id ?? 0, type: childType(target.parent) });
  }, [target, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync(toInput(values, editing?.id));
    message.success(t(editing ? 'messages.updated' : 'messages.added'));
    onClose();
  };

  const title = editing
    ? t('editTitle')
    : target?.kind === 'add' && target.parent
      ? t('addChildTitle', { title: target.parent.title })
      : t('addTitle');
  const isButton = type === MENU_TYPE.button;

  return (
    <Modal
      open={open}
      title={title}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      width={isButton ? 640 : 860}
      forceRender
    >
      <Form form={form} name="menu-form" layout="vertical" initialValues={BLANK}>
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="type" label={t('fields.type')}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={[MENU_TYPE.dir, MENU_TYPE.menu, MENU_TYPE.button].map((v) => ({
                  value: v,
                  label: t(`types.${v}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="pid" label={t('fields.pid')}>
              <TreeSelect
                treeData={options}
                treeDefaultExpandedKeys={[0]}
                showSearch={{ treeNodeFilterProp: 'title' }}
                placeholder={t('placeholders.pid')}
                styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="title"
              label={t('fields.title')}
              rules={textRules(t, 'fields.title', MENU_LIMITS.title, true)}
            >
              <Input placeholder={t('placeholders.title')} maxLength={MENU_LIMITS.title} allowClear />
            </Form.Item>
          </Col>
          {isButton ? (
            <Col span={24}>
              <Form.Item
                name="permission"
                label={t('fields.permission')}
                tooltip={t('help.permission')}
                rules={permissionRules(t)}
              >
                <Input placeholder={t('placeholders.permission')} maxLength={MENU_LIMITS.permission} allowClear />
              </Form.Item>
            </Col>
          ) : (
            <>
              <Col span={12}>
                <Form.Item
                  name="name"
                  label={t('fields.name')}
                  tooltip={t('help.name')}
                  rules={textRules(t, 'fields.name', MENU_LIMITS.name)}
                >
                  <Input placeholder={t('placeholders.name')} maxLength={MENU_LIMITS.name} allowClear />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="icon" label={t('fields.icon')} rules={textRules(t, 'fields.icon', MENU_LIMITS.icon)}>
                  <MenuIconInput placeholder={t('placeholders.icon')} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="path" label={t('fields.path')} rules={textRules(t, 'fields.path', MENU_LIMITS.path)}>
                  <Input placeholder={t('placeholders.path')} maxLength={MENU_LIMITS.path} allowClear />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="component"
                  label={t('fields.component')}
                  tooltip={t('help.component')}
                  rules={textRules(t, 'fields.component', MENU_LIMITS.component)}
                >
                  <Input placeholder={t('placeholders.component')} maxLength={MENU_LIMITS.component} allowClear />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="redirect"
                  label={t('fields.redirect')}
                  rules={textRules(t, 'fields.redirect', MENU_LIMITS.redirect)}
                >
                  <Input placeholder={t('placeholders.redirect')} maxLength={MENU_LIMITS.redirect} allowClear />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="outLink"
                  label={t('fields.outLink')}
                  tooltip={t('help.outLink')}
                  rules={textRules(t, 'fields.outLink', MENU_LIMITS.outLink)}
                >
                  <Input placeholder={t('placeholders.outLink')} maxLength={MENU_LIMITS.outLink} allowClear />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={12}>
            <Form.Item name="orderNo" label={t('fields.orderNo')} rules={integerRules(t, 'fields.orderNo')}>
              <InputNumber precision={0} style={{ width: '100%' }} />
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
        {!isButton && (
          <>
            <FormSection title={t('fields.flags')} />
            <Row gutter={16}>
              {FLAGS.map((flag) => (
                <Col key={flag} flex="1 1 0">
                  <Form.Item
                    name={flag}
                    label={t(`fields.${flag}`)}
                    tooltip={flag === 'isIframe' ? t('help.outLink') : t(`help.${flag}`)}
                    valuePropName="checked"
                  >
                    <Switch checkedChildren={t('yes')} unCheckedChildren={t('no')} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
            <Form.Item
              name="remark"
              label={t('fields.remark')}
              rules={textRules(t, 'fields.remark', MENU_LIMITS.remark)}
            >
              <Input.TextArea
                placeholder={t('placeholders.remark')}
                maxLength={MENU_LIMITS.remark}
                showCount
                autoSize={{ minRows: 2, maxRows: 4 }}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
