import type { DashboardOverview } from '@meiyu/contract';
import { ClockCircleOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Space, Tag, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '@/core/role';
import { useSessionStore } from '@/core/session-store';
import { formatToday, greetingOf } from './greeting';
import { HOME_NS } from './home-i18n';

interface Props {
  role: UserRole;
  overview: DashboardOverview | undefined;
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** Greeting by time of day, the user's name, organisation and role, today's date and the last sign-in. */
export function WelcomeHeader({ role, overview }: Props) {
  const { t, i18n } = useTranslation(HOME_NS);
  const { token } = theme.useToken();
  const user = useSessionStore((s) => s.userInfos);
  const now = useNow();
  const name = user?.realName || user?.account || '';

  return (
    <Card
      variant="borderless"
      style={{
        background: `linear-gradient(120deg, ${token.colorPrimaryBg} 0%, ${token.colorBgContainer} 70%)`,
      }}
      styles={{ body: { padding: '24px 28px' } }}
    >
      <Flex justify="space-between" align="center" gap={24} wrap>
        <Flex align="center" gap={20} style={{ minWidth: 0 }}>
          <Avatar
            size={64}
            src={user?.avatar || undefined}
            style={{ background: token.colorPrimary, flex: 'none', fontSize: 26 }}
          >
            {name.slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="home-greeting">
              {t('welcome', { greeting: t(`greeting.${greetingOf(now.getHours())}`), name })}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '6px 0 8px' }}>
              {t(`roleIntro.${role}`)}
            </Typography.Paragraph>
            <Space size={[8, 4]} wrap>
              <Tag color="blue" bordered={false}>
                {t(`roleName.${role}`)}
              </Tag>
              {user?.orgName && (
                <Typography.Text type="secondary">
                  <EnvironmentOutlined /> {user.orgName}
                  {user.posName ? ` · ${user.posName}` : ''}
                </Typography.Text>
              )}
            </Space>
          </div>
        </Flex>
        <div style={{ textAlign: 'end' }}>
          <Typography.Text strong style={{ fontSize: 15 }}>
            {t('today', { date: formatToday(now, i18n.language) })}
          </Typography.Text>
          <div style={{ marginTop: 6 }}>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              <ClockCircleOutlined />{' '}
              {overview?.lastLoginTime
                ? t('lastLoginAt', { time: overview.lastLoginTime, ip: overview.lastLoginIp ?? t('none') })
                : overview
                  ? t('firstLogin')
                  : t('none')}
            </Typography.Text>
          </div>
        </div>
      </Flex>
    </Card>
  );
}
