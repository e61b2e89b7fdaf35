import { CheckCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, Flex, List, Result, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_NS } from './home-i18n';
import { useTodos } from './home.api';

/** Pending work from /api/dashboard/todos; a click opens the page where it is done. */
export function TodoList() {
  const { t } = useTranslation(HOME_NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const todos = useTodos();
  const items = todos.data ?? [];
  const pending = items.reduce((n, x) => n + (x.count > 0 ? 1 : 0), 0);

  return (
    <Card
      title={t('todos.title')}
      extra={pending > 0 && <Badge count={pending} color={token.colorWarning} />}
      variant="borderless"
      styles={{ body: { paddingBlock: 8 } }}
      data-testid="home-todos"
    >
      {todos.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} style={{ paddingBlock: 12 }} />
      ) : todos.isError ? (
        <Result
          status="warning"
          subTitle={t('todos.loadFailed')}
          extra={
            <Button size="small" onClick={() => todos.refetch()}>
              {t('retry')}
            </Button>
          }
          style={{ padding: 24 }}
        />
      ) : items.length === 0 ? (
        <Empty
          image={<CheckCircleOutlined style={{ fontSize: 40, color: token.colorSuccess }} />}
          styles={{ image: { height: 44 } }}
          description={t('todos.empty')}
          style={{ paddingBlock: 24 }}
        />
      ) : (
        <List
          dataSource={items}
          rowKey="key"
          renderItem={(item) => (
            <List.Item
              onClick={() => navigate(item.path)}
              style={{ cursor: 'pointer', paddingInline: 4 }}
              actions={[<RightOutlined key="go" style={{ color: token.colorTextQuaternary }} />]}
            >
              <Flex align="center" gap={12} style={{ minWidth: 0 }}>
                <Badge status={item.count > 0 ? 'warning' : 'default'} />
                <Typography.Text ellipsis>{item.title}</Typography.Text>
              </Flex>
              <Typography.Text type={item.count > 0 ? 'warning' : 'secondary'} style={{ whiteSpace: 'nowrap' }}>
                {t('todos.count', { count: item.count })}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
