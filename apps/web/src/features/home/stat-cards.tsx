import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { DashboardOverview } from '@meiyu/contract';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from './home-i18n';

export type StatKey =
  | 'orgCount'
  | 'schoolCount'
  | 'userCount'
  | 'studentCount'
  | 'teacherCount'
  | 'dictTypeCount'
  | 'menuCount'
  | 'roleCount';

const ICONS: Record<StatKey, ReactNode> = {
  orgCount: <ApartmentOutlined />,
  schoolCount: <BankOutlined />,
  userCount: <TeamOutlined />,
  studentCount: <ReadOutlined />,
  teacherCount: <SolutionOutlined />,
  dictTypeCount: <BookOutlined />,
  menuCount: <AppstoreOutlined />,
  roleCount: <SafetyCertificateOutlined />,
};

/** Accent colours from the theme's preset palette, one per card position. */
function useAccents(): string[] {
  const { token } = theme.useToken();
  return [token.blue6, token.green6, token.orange6, token.purple6, token.cyan6, token.magenta6];
}

interface Props {
  keys: readonly StatKey[];
  overview: DashboardOverview | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

const formatCount = (n: number | null | undefined, lng: string, none: string) =>
  typeof n === 'number' ? n.toLocaleString(lng === 'en' ? 'en-US' : 'zh-CN') : none;

/** One card per figure of /api/dashboard/overview; '—' where the server sends null. */
export function StatCards({ keys, overview, loading, error, onRetry }: Props) {
  const { t, i18n } = useTranslation(HOME_NS);
  const { token } = theme.useToken();
  const accents = useAccents();
  if (error) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('stats.loadFailed')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  const span = Math.max(6, Math.floor(24 / Math.max(keys.length, 1)));
  return (
    <Row gutter={[16, 16]}>
      {keys.map((key, i) => (
        <Col key={key} xs={24} sm={12} xl={span}>
          <Card variant="borderless" styles={{ body: { padding: '20px 24px' } }} data-testid={`stat-${key}`}>
            <Skeleton loading={loading} active paragraph={{ rows: 1 }} title={false}>
              <Flex align="center" gap={16}>
                <Flex
                  align="center"
                  justify="center"
                  style={{
                    width: 48,
                    height: 48,
                    borderRadius: token.borderRadiusLG,
                    fontSize: 22,
                    color: accents[i % accents.length],
                    background: `color-mix(in srgb, ${accents[i % accents.length]} 12%, transparent)`,
                    flex: 'none',
                  }}
                >
                  {ICONS[key]}
                </Flex>
                <div>
                  <Typography.Text type="secondary">{t(`stats.${key}`)}</Typography.Text>
                  <div style={{ fontSize: 26, fontWeight: 600, lineHeight: 1.3, fontVariantNumeric: 'tabular-nums' }}>
                    {formatCount(overview?.[key], i18n.language, t('none'))}
                  </div>
                </div>
              </Flex>
            </Skeleton>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
