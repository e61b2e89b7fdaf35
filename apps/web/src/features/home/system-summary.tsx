import type { DashboardOverview } from '@meiyu/contract';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from './home-i18n';

const KEYS = ['userCount', 'roleCount', 'menuCount', 'dictTypeCount'] as const;

/** The platform's own figures (users, roles, menus, dictionaries) for administrators. */
export function SystemSummary({ overview, loading }: { overview: DashboardOverview | undefined; loading: boolean }) {
  const { t } = useTranslation(HOME_NS);
  return (
    <Card title={t('stats.system')} variant="borderless" loading={loading} data-testid="home-system">
      <Row gutter={[16, 20]}>
        {KEYS.map((key) => {
          const v = overview?.[key];
          return (
            <Col span={12} key={key}>
              <Statistic
                title={t(`stats.${key}`)}
                value={typeof v === 'number' ? v : t('none')}
                styles={{ content: { fontSize: 22 } }}
              />
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
