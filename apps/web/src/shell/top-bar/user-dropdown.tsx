import {
  CloseCircleOutlined,
  DownOutlined,
  GithubOutlined,
  HomeOutlined,
  LockOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@/core/session-store';
import { personalCenterPath, useMenuRoutes } from '../menu/use-menu-routes';
import { confirmLogout } from './logout';

/** Code repository of the user dropdown (configurable). */
export const CODE_REPOSITORY_URL: string =
  import.meta.env.VITE_CODE_REPOSITORY_URL ?? 'https://gitee.com/zuohuaijun/Admin.NET';

/** The user dropdown's six entries: home, personal center, 404, 401, log out, code repository. */
export function UserDropdown({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const user = useSessionStore((s) => s.userInfos);
  const { routes } = useMenuRoutes();
  const name = user?.realName || user?.account || '';
  const onClick = ({ key }: { key: string }) => {
    if (key === 'home') navigate('/dashboard/home');
    else if (key === 'center') navigate(personalCenterPath(routes));
    else if (key === '404') navigate('/404');
    else if (key === '401') navigate('/401');
    else if (key === 'repo') window.open(CODE_REPOSITORY_URL, '_blank', 'noopener');
    else if (key === 'logout') confirmLogout(modal, t);
  };
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        onClick,
        items: [
          { key: 'home', icon: <HomeOutlined />, label: t('user.home') },
          { key: 'center', icon: <UserOutlined />, label: t('user.center') },
          { key: '404', icon: <QuestionCircleOutlined />, label: t('user.page404') },
          { key: '401', icon: <CloseCircleOutlined />, label: t('user.page401') },
          { key: 'repo', icon: <GithubOutlined />, label: t('user.repository') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
        ],
      }}
    >
      <button type="button" className="top-bar-user">
        <Avatar size={30} src={user?.avatar || '/logo.svg'} icon={<LockOutlined />} />
        {showName && <span className="top-bar-user-name">{name}</span>}
        <DownOutlined className="top-bar-user-caret" />
      </button>
    </Dropdown>
  );
}
