import type { SysOrg } from '@meiyu/contract';
import { Alert, App, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSchoolNode, OrgTreeSelect } from '@/components/org-tree';
import { ORG_NS } from './org-i18n';
import { useMoveOrg } from './organisations.api';

interface Props {
  record: SysOrg | null;
  onClose: () => void;
  onMoved: () => void;
}

/** Moves an organisation under another one (the server refuses its own descendants and schools). */
export function OrgMoveModal({ record, onClose, onMoved }: Props) {
  const { t } = useTranslation(ORG_NS);
  const { message } = App.useApp();
  const [pid, setPid] = useState<number | null>(null);
  const move = useMoveOrg(onMoved);

  useEffect(() => setPid(record?.pid ?? null), [record]);

  const submit = async () => {
    if (!record || pid === null) return;
    await move.mutateAsync({ id: record.id, pid });
    message.success(t('messages.moved'));
    onClose();
  };

  return (
    <Modal
      open={record !== null}
      title={record ? t('moveTitle', { name: record.name }) : ''}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: pid === null || pid === record?.pid }}
      confirmLoading={move.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('moveHint')} style={{ marginBottom: 16 }} />
      <Form layout="vertical" name="org-move-form">
        <Form.Item label={t('newParent')} required>
          <OrgTreeSelect
            value={pid}
            valueLabel={record?.parentName}
            onChange={(v) => setPid(v)}
            isDisabled={(org) => isSchoolNode(org) || org.id === record?.id}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
