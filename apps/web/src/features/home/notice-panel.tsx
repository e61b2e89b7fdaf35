import { NotificationOutlined } from '@ant-design/icons';
import { Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from './home-i18n';
import { useLatestNotices } from './home.api';

/** The latest notices, shown on every home variant; 'No notice' when there are none or the call fails. */
export function NoticePanel() {
  const { t } = useTranslation(HOME_NS);
  const notices = useLatestNotices();
  const items = notices.isError ? [] : (notices.data ?? []);

  return (
    <Card
      title={
        <span>
          <NotificationOutlined style={{ marginInlineEnd: 8 }} />
          {t('notices.title')}
        </span>
      }
      variant="borderless"
      styles={{ body: { paddingBlock: 8 } }}
      data-testid="home-notices"
    >
      {notices.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} style={{ paddingBlock: 12 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.empty')} style={{ paddingBlock: 16 }} />
      ) : (
        <List
          dataSource={items}
          rowKey="id"
          renderItem={(n) => (
            <List.Item style={{ paddingInline: 0 }}>
              <List.Item.Meta
                title={
                  <Typography.Text ellipsis={{ tooltip: n.title }}>
                    {n.type ? (
                      <Tag bordered={false} color={n.type === 2 ? 'orange' : 'blue'}>
                        {t(`notices.types.${n.type}`, { defaultValue: '' }) || t('notices.types.1')}
                      </Tag>
                    ) : null}
                    {n.title}
                  </Typography.Text>
                }
                description={[n.publicOrgName ?? n.publicUserName, n.publicTime].filter(Boolean).join(' · ')}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
