import './login.css';
import { LinkOutlined, MobileOutlined, QrcodeOutlined, UserOutlined } from '@ant-design/icons';
import { Divider, Tabs, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentRegion } from '@/shell/theme/region';
import { LanguageDropdown } from '@/shell/top-bar/language-dropdown';
import { AccountLogin } from './account-login';
import { LoginArt } from './login-art';
import { completeLogin } from './login-flow';
import { LOGIN_NS } from './login-i18n';
import { afterLoginTarget } from './login-target';
import { MobileLogin } from './mobile-login';
import { ScanLogin } from './scan-login';
import { useLoginConfig } from './use-login-config';

/** /login, /login-gz, /login-cqgxq: account, mobile and scan login. */
export default function LoginPage() {
  const { t } = useTranslation(LOGIN_NS);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useLoginConfig();
  const [scan, setScan] = useState(false);
  const [tab, setTab] = useState('account');
  const variant = location.pathname.replace(/^\/login-?/, '') || currentRegion() || 'default';

  const done = useCallback(
    () => navigate(afterLoginTarget(location.search), { replace: true }),
    [navigate, location.search],
  );

  // third-party login: a ?token= query is stored as the access token
  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token');
    if (token) void completeLogin({ accessToken: token, refreshToken: '' }).then((ok) => ok && done());
  }, [location.search, done]);

  const thirdParty = config.data?.thirdPartyLogins ?? [];

  return (
    <div className={`login login-${variant}`}>
      <div className="login-lang">
        <LanguageDropdown className="login-lang-button" />
      </div>
      <section className="login-hero">
        <div className="login-brand">
          <img src="/logo.svg" alt="" />
          <span>{tc('app.title')}</span>
        </div>
        <div className="login-hero-body">
          <h1>{t('welcome')}</h1>
          <p>{tc('app.subTitle')}</p>
          <LoginArt />
          <ul className="login-points">
            <li>{t('points.evaluate')}</li>
            <li>{t('points.archive')}</li>
            <li>{t('points.board')}</li>
          </ul>
        </div>
      </section>
      <section className="login-panel">
        <div className="login-card">
          <Tooltip title={scan ? t('switchToForm') : t('switchToScan')} placement="left">
            <button
              type="button"
              className="login-scan-toggle"
              onClick={() => setScan((s) => !s)}
              aria-label={t('switchToScan')}
            >
              {scan ? <UserOutlined /> : <QrcodeOutlined />}
            </button>
          </Tooltip>
          <h2 className="login-title">{scan ? t('scan.title') : t('title')}</h2>
          <p className="login-subtitle">{t('signInText')}</p>
          {scan ? (
            <ScanLogin onDone={done} />
          ) : (
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                {
                  key: 'account',
                  label: (
                    <span>
                      <UserOutlined /> {t('tabs.account')}
                    </span>
                  ),
                  children: <AccountLogin onDone={done} />,
                },
                {
                  key: 'mobile',
                  label: (
                    <span>
                      <MobileOutlined /> {t('tabs.mobile')}
                    </span>
                  ),
                  children: <MobileLogin onDone={done} />,
                },
              ]}
            />
          )}
          {thirdParty.length > 0 && (
            <>
              <Divider plain className="login-divider">
                {t('thirdParty')}
              </Divider>
              <div className="login-third">
                {thirdParty.map((p) => (
                  <a key={p.url} href={p.url} className="login-third-link">
                    <LinkOutlined /> {p.name}
                  </a>
                ))}
              </div>
            </>
          )}
          <p className="login-browser-note">{t('browserNote')}</p>
        </div>
        <footer className="login-footer">{t('copyright', { year: new Date().getFullYear() })}</footer>
      </section>
    </div>
  );
}
