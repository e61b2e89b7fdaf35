import { BellOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Empty, Popover, Spin, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { noticeCenterPath, useMenuRoutes } from '../menu/use-menu-routes';
import { fetchUnreadNotices, markAllNoticesRead, NOTICE_KEYS } from './notices-api';
import { useUnreadNotices } from './use-unread-notices';

/** Notices of the top bar: live unread count, unread list, mark all read, go to the notification centre. */
export function NoticesDropdown() {
  const { t } = useTranslation('shell');
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { routes } = useMenuRoutes();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const center = noticeCenterPath(routes);
  const { count } = useUnreadNotices((event) => {
    if (!event.latest) return;
    const id = event.latest.id;
    notification.info({
      key: 'notice-arrival',
      message: t('notices.arrived'),
      description: event.latest.title,
      placement: 'topRight',
      onClick: () => {
        notification.destroy('notice-arrival');
        navigate(center, { state: { openNotice: id } });
      },
    });
  });
  const { data = [], isFetching } = useQuery({
    queryKey: NOTICE_KEYS.list,
    queryFn: fetchUnreadNotices,
    enabled: open,
    retry: false,
  });
  const readAll = async () => {
    await markAllNoticesRead();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: NOTICE_KEYS.list }),
      queryClient.invalidateQueries({ queryKey: NOTICE_KEYS.count }),
    ]);
  };
  const go = (path: string, openNotice?: number) => {
    setOpen(false);
    navigate(path, openNotice ? { state: { openNotice } } : undefined);
  };
  const content = (
    <div className="notices" data-testid="notices-panel">
      <div className="notices-head">
        <span className="notices-title">
          {t('notices.title')}
          {count > 0 && <span className="notices-count">{t('notices.unreadCount', { count })}</span>}
        </span>
        {count > 0 && (
          <Button type="link" size="small" onClick={readAll}>
            {t('notices.markAllRead')}
          </Button>
        )}
      </div>
      <Spin spinning={isFetching && data.length === 0}>
        <div className="notices-body">
          {data.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.empty')} />
          ) : (
            data.slice(0, 8).map((n) => (
              <button type="button" key={n.id} className="notices-item" onClick={() => go(center, n.id)}>
                <div className="notices-item-title">{n.title}</div>
                {n.content && <div className="notices-item-content">{n.content.replace(/<[^>]+>/g, '')}</div>}
                <div className="notices-item-time">{[n.publicOrgName, n.publicTime].filter(Boolean).join(' · ')}</div>
              </button>
            ))
          )}
        </div>
      </Spin>
      <button type="button" className="notices-foot" onClick={() => go(center)}>
        {t('notices.goCenter')} <RightOutlined />
      </button>
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={content}
      arrow={false}
      styles={{ container: { padding: 0 } }}
    >
      <Tooltip title={t('notices.title')} placement="bottom">
        <button type="button" className="top-bar-icon" aria-label={t('notices.title')} data-testid="notices-bell">
          <Badge count={count} size="small" offset={[2, -2]} data-testid="notices-badge">
            <BellOutlined />
          </Badge>
        </button>
      </Tooltip>
    </Popover>
  );
}
