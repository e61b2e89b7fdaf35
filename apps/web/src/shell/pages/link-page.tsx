import { LinkOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultPage } from './result-page';

/** A menu entry that is an external link (component layout/routerView/link): opens it in a new window. */
export default function LinkPage({ url }: { url: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.open(url, '_blank', 'noopener');
  }, [url]);
  return (
    <ResultPage
      status="info"
      icon={<LinkOutlined />}
      title={t('page.externalTitle')}
      subTitle={t('page.externalDesc', { url })}
      extra={
        <Button type="primary" onClick={() => window.open(url, '_blank', 'noopener')}>
          {t('page.openAgain')}
        </Button>
      }
    />
  );
}
