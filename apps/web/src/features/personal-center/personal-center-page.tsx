import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Col, Row, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '@/core/session-store';
import { BaseInfoForm } from './base-info-form';
import { ChangePasswordForm } from './change-password-form';
import { PERSONAL_NS } from './personal-center-i18n';
import { ProfileCard } from './profile-card';
import { useSignOutAfterPasswordChange } from './sign-out';

type TabKey = 'baseInfo' | 'password';

/** Personal centre (component '/system/user/center'): profile, base info, avatar and password. */
export default function PersonalCenterPage() {
  const { t } = useTranslation(PERSONAL_NS);
  const [params] = useSearchParams();
  const forced = useSessionStore((s) => Boolean(s.userInfos?.mustChangePassword));
  const signOut = useSignOutAfterPasswordChange();
  const wanted: TabKey = params.get('tab') === 'password' ? 'password' : 'baseInfo';
  const [tab, setTab] = useState<TabKey>(wanted);
  // Arriving again with another ?tab= (e.g. from a to-do) switches the tab; the URL is not rewritten,
  // so switching tabs does not open a second tag in the tags view.
  useEffect(() => setTab(wanted), [wanted]);
  const active: TabKey = forced ? 'password' : tab;

  return (
    <Row gutter={[16, 16]} data-testid="personal-center">
      <Col xs={24} lg={9} xl={7}>
        <ProfileCard />
      </Col>
      <Col xs={24} lg={15} xl={17}>
        <Card variant="borderless" styles={{ body: { paddingTop: 4 } }}>
          <Tabs
            activeKey={active}
            onChange={(key) => setTab(key === 'password' ? 'password' : 'baseInfo')}
            size="large"
            items={[
              {
                key: 'baseInfo',
                label: t('tabs.baseInfo'),
                icon: <UserOutlined />,
                disabled: forced,
                children: <BaseInfoForm />,
              },
              {
                key: 'password',
                label: t('tabs.password'),
                icon: <LockOutlined />,
                children: <ChangePasswordForm forced={forced} onChanged={signOut} />,
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
