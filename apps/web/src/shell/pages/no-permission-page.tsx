import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_KEYS, Local, Session, TokenCookie } from '@/core/storage';
import { currentLoginPath } from '../theme/region';
import { ResultPage } from './result-page';

/** /401: the seed's text and a re-authorize button (signs out and opens the login page). */
export default function NoPermissionPage() {
  const { t } = useTranslation('shell');
  const reauthorize = () => {
    Local.remove(LOCAL_KEYS.accessToken);
    Local.remove(LOCAL_KEYS.refreshToken);
    Session.clear();
    TokenCookie.remove();
    window.location.href = currentLoginPath();
  };
  return (
    <ResultPage
      fullScreen
      status="403"
      title={t('noPermission.title')}
      subTitle={t('noPermission.message')}
      extra={
        <Button type="primary" size="large" icon={<SafetyCertificateOutlined />} onClick={reauthorize}>
          {t('noPermission.reauthorize')}
        </Button>
      }
    />
  );
}
