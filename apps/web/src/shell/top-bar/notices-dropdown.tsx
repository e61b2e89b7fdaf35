import { BellOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Popover, Spin, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { noticeCenterPath, useMenuRoutes } from '../menu/use-menu-routes';
import { fetchUnreadNotices, markAllNoticesRead } from './notices-api';

/** Notices of the top bar: unread list, mark all read, go to the notification centre, 'No notice'. */
export function NoticesDropdown() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { routes } = useMenuRoutes();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data = [], isFetching } = useQuery({
    queryKey: ['shell', 'unread-notices'],
    queryFn: fetchUnreadNotices,
    refetchInterval: 60_000,
    retry: false,
  });
  const readAll = async () => {
    await markAllNoticesRead();
    await queryClient.invalidateQueries({ queryKey: ['shell', 'unread-notices'] });
  };
  const content = (
    <div className="notices">
      <div className="notices-head">
        <span className="notices-title">{t('notices.title')}</span>
        {data.length > 0 && (
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
              <div key={n.id} className="notices-item">
                <div className="notices-item-title">{n.title}</div>
                {n.content && <div className="notices-item-content">{n.content.replace(/<[^>]+>/g, '')}</div>}
                <div className="notices-item-time">{n.publicTime ?? n.createTime ?? ''}</div>
              </div>
            ))
          )}
        </div>
      </Spin>
      <button
        type="button"
        className="notices-foot"
        onClick={() => {
          setOpen(false);
          navigate(noticeCenterPath(routes));
        }}
      >
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
        <button type="button" className="top-bar-icon" aria-label={t('notices.title')}>
          <Badge count={data.length} size="small" offset={[2, -2]}>
            <BellOutlined />
          </Badge>
        </button>
      </Tooltip>
    </Popover>
  );
}
