import { RocketOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMenuRoute } from '../menu/menu-route-context';
import { useMenuTitle } from '../menu/use-menu-title';
import { ResultPage } from './result-page';

/** Honest placeholder of a module that is not part of this build yet (no fake data). */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const route = useMenuRoute();
  const menuTitle = useMenuTitle();
  const navigate = useNavigate();
  return (
    <ResultPage
      status="info"
      icon={<RocketOutlined />}
      title={t('page.comingTitle')}
      subTitle={t('page.comingDesc', { title: route ? menuTitle(route.title) : '' })}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard/home')}>
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}
