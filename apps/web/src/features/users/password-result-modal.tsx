import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Descriptions, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_NS } from './user-i18n';

export interface PasswordResult {
  kind: 'added' | 'reset';
  account: string;
  realName: string;
  password: string;
}

/** A first or reset password, shown once: the server keeps only its hash. */
export function PasswordResultModal({ result, onClose }: { result: PasswordResult | null; onClose: () => void }) {
  const { t } = useTranslation(USER_NS);
  return (
    <Modal
      open={result !== null}
      title={
        <Space>
          <CheckCircleFilled style={{ color: '#52c41a' }} />
          {result ? t(result.kind === 'added' ? 'password.addedTitle' : 'password.resetTitle') : ''}
        </Space>
      }
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      }
      maskClosable={false}
      destroyOnHidden
    >
      {result && (
        <>
          <Typography.Paragraph>{t('password.intro', { name: result.realName })}</Typography.Paragraph>
          <Descriptions column={1} bordered size="small" data-testid="password-result">
            <Descriptions.Item label={t('password.account')}>
              <Typography.Text copyable>{result.account}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('password.password')}>
              <Typography.Text
                code
                copyable={{ tooltips: [t('actions.copy'), t('password.copied')] }}
                data-testid="new-password"
              >
                {result.password}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
