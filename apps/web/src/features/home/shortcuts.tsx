import { Card, Empty, theme, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuIcon } from '@/shell/menu/menu-icon';
import { isParentOpen } from '@/shell/menu/menu-routes';
import { useMenuRoutes } from '@/shell/menu/use-menu-routes';
import { useMenuTitle } from '@/shell/menu/use-menu-title';
import { HOME_NS } from './home-i18n';

const HOME_COMPONENT = '/home/index';

interface Props {
  /** At most this many tiles, in menu order. */
  limit?: number;
  /** Tiles per row on wide screens. */
  columns?: number;
}

/** Tiles to the pages of the user's own menu (hidden pages, the home page and closed branches left out). */
export function Shortcuts({ limit = 8, columns = 4 }: Props) {
  const { t } = useTranslation(HOME_NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const translate = useMenuTitle();
  const { routes } = useMenuRoutes();
  const [hovered, setHovered] = useState<number | null>(null);
  const pages = useMemo(
    () =>
      routes
        .filter(
          (r) =>
            r.component !== null &&
            r.component !== HOME_COMPONENT &&
            !r.meta?.isHide &&
            !r.path.includes(':') &&
            isParentOpen(r),
        )
        .slice(0, limit),
    [routes, limit],
  );

  return (
    <Card title={t('shortcuts.title')} variant="borderless" data-testid="home-shortcuts">
      {pages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shortcuts.empty')} />
      ) : (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, minmax(max(140px, calc(100% / ${columns} - 12px)), 1fr))`,
            gap: 12,
          }}
        >
          {pages.map((r) => {
            const parent = r.parents.at(-1);
            const active = hovered === r.id;
            return (
              <button
                key={r.id}
                type="button"
                onClick={() => navigate(r.path)}
                onMouseEnter={() => setHovered(r.id)}
                onMouseLeave={() => setHovered(null)}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  padding: '14px 16px',
                  textAlign: 'start',
                  cursor: 'pointer',
                  border: `1px solid ${active ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
                  borderRadius: token.borderRadiusLG,
                  background: active ? token.colorPrimaryBg : token.colorBgContainer,
                  transition: 'all 0.2s',
                  minWidth: 0,
                  font: 'inherit',
                  color: 'inherit',
                }}
              >
                <span
                  style={{
                    flex: 'none',
                    width: 36,
                    height: 36,
                    borderRadius: token.borderRadius,
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontSize: 18,
                    color: token.colorPrimary,
                    background: token.colorPrimaryBg,
                  }}
                >
                  <MenuIcon name={r.meta?.icon} />
                </span>
                <span style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis style={{ display: 'block' }}>
                    {translate(r.title)}
                  </Typography.Text>
                  {parent && (
                    <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                      {translate(parent.meta?.title ?? parent.title)}
                    </Typography.Text>
                  )}
                </span>
              </button>
            );
          })}
        </div>
      )}
    </Card>
  );
}
