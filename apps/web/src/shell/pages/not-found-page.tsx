import { HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResultPage } from './result-page';

/** Any unknown path: the seed's two texts and a back-to-home button. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <ResultPage
      fullScreen
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.message')}
      extra={
        <Button type="primary" size="large" icon={<HomeOutlined />} onClick={() => navigate('/dashboard/home')}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}
