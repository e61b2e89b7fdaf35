import {
  ApartmentOutlined,
  EnvironmentOutlined,
  IdcardOutlined,
  MailOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { ACCOUNT_TYPE } from '@meiyu/contract';
import { Card, Divider, Flex, Space, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/core/session-store';
import { AvatarUpload } from './avatar-upload';
import { PERSONAL_NS } from './personal-center-i18n';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={12} align="flex-start" style={{ paddingBlock: 8 }}>
      <span style={{ color: token.colorTextTertiary, width: 16, flex: 'none', paddingTop: 2 }}>{icon}</span>
      <Typography.Text type="secondary" style={{ width: 84, flex: 'none' }}>
        {label}
      </Typography.Text>
      <div style={{ minWidth: 0, flex: 1, wordBreak: 'break-all' }}>{children}</div>
    </Flex>
  );
}

/** Avatar, name, account, organisation, position, roles and contact details from the cached userInfos. */
export function ProfileCard() {
  const { t } = useTranslation(PERSONAL_NS);
  const user = useSessionStore((s) => s.userInfos);
  const none = <Typography.Text type="secondary">{t('profile.none')}</Typography.Text>;
  if (!user) return <Card loading variant="borderless" />;
  const roleTags =
    user.roleCodes.length > 0
      ? user.roleCodes.map((code) => (
          <Tag key={code} color="blue" bordered={false}>
            {t(`roles.${code}`, { defaultValue: code })}
          </Tag>
        ))
      : user.accountType === ACCOUNT_TYPE.superAdmin
        ? [
            <Tag key="super" color="gold" bordered={false}>
              {t('profile.superAdmin')}
            </Tag>,
          ]
        : [];

  return (
    <Card variant="borderless" data-testid="profile-card">
      <Flex vertical align="center" gap={8} style={{ paddingTop: 8 }}>
        <AvatarUpload />
        <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
          {user.realName || user.account}
        </Typography.Title>
        <Typography.Text type="secondary">@{user.account}</Typography.Text>
        <Typography.Paragraph
          type="secondary"
          italic={!user.signature}
          style={{ margin: '4px 0 0', textAlign: 'center', maxWidth: 280 }}
          ellipsis={{ rows: 2, tooltip: user.signature }}
        >
          {user.signature || t('profile.noSignature')}
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('profile.avatarHint')}
        </Typography.Text>
      </Flex>
      <Divider style={{ marginBlock: 20 }} />
      <Row icon={<IdcardOutlined />} label={t('profile.account')}>
        {user.account}
      </Row>
      <Row icon={<ApartmentOutlined />} label={t('profile.org')}>
        {user.orgName || none}
      </Row>
      <Row icon={<SolutionOutlined />} label={t('profile.position')}>
        {user.posName || none}
      </Row>
      <Row icon={<SafetyCertificateOutlined />} label={t('profile.roles')}>
        {roleTags.length ? (
          <Space size={[0, 6]} wrap>
            {roleTags}
          </Space>
        ) : (
          none
        )}
      </Row>
      <Divider dashed style={{ marginBlock: 12 }} />
      <Row icon={<PhoneOutlined />} label={t('profile.phone')}>
        {user.phone || none}
      </Row>
      <Row icon={<MailOutlined />} label={t('profile.email')}>
        {user.email || none}
      </Row>
      <Row icon={<EnvironmentOutlined />} label={t('profile.address')}>
        {user.address || none}
      </Row>
    </Card>
  );
}
