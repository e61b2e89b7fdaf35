import { Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import type { UserRole } from '@/core/role';
import { useOverview } from './home.api';
import { NoticePanel } from './notice-panel';
import { type StatKey, StatCards } from './stat-cards';
import { WelcomeHeader } from './welcome-header';

interface Props {
  role: UserRole;
  /** Figures of /api/dashboard/overview shown as cards; none for roles without figures. */
  stats?: readonly StatKey[];
  /** The wide column. */
  main: ReactNode;
  /** The narrow column, above the notice panel. */
  side?: ReactNode;
}

/** What every home variant shares: welcome header, stat cards, two columns, notices at the side. */
export function HomeFrame({ role, stats = [], main, side }: Props) {
  const overview = useOverview();
  return (
    <Flex vertical gap={16} data-testid={`home-${role}`}>
      <WelcomeHeader role={role} overview={overview.data ?? undefined} />
      {stats.length > 0 && (
        <StatCards
          keys={stats}
          overview={overview.data ?? undefined}
          loading={overview.isLoading}
          error={overview.isError}
          onRetry={() => overview.refetch()}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            {main}
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            {side}
            <NoticePanel />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

/** The overview query for a variant's side panels (shares the frame's cache entry). */
export { useOverview };
