import { ArrowRightOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '@/core/http';
import { useSessionStore } from '@/core/session-store';
import { encryptWithServerKey } from '@/core/sm2';
import { useThemeStore } from '../theme/theme-store';
import { configuredLockScreenTime } from './use-auto-lock';

/** The lock screen: clock first, then the password panel; unlocks through unLockScreen. */
export function LockScreen() {
  const { t } = useTranslation('shell');
  const user = useSessionStore((s) => s.userInfos);
  const setTheme = useThemeStore((s) => s.setTheme);
  const [now, setNow] = useState(dayjs());
  const [panel, setPanel] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const id = window.setInterval(() => setNow(dayjs()), 1000);
    return () => window.clearInterval(id);
  }, []);
  useEffect(() => {
    if (panel) return;
    // The key that opens the panel must not also land in the password field that gains focus.
    const open = (e: KeyboardEvent) => {
      e.preventDefault();
      setPanel(true);
    };
    window.addEventListener('keydown', open);
    return () => window.removeEventListener('keydown', open);
  }, [panel]);

  const unlock = async () => {
    if (!password) {
      setError(t('lock.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const cipher = await encryptWithServerKey(password);
      await request<boolean>({
        method: 'POST',
        url: '/api/sysAuth/unLockScreen',
        params: { password: cipher },
        silent: true,
      });
      setTheme({ lockScreenTime: configuredLockScreenTime() });
      setPassword('');
      setPanel(false);
    } catch (e) {
      setError((e as Error).message || t('lock.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lock-screen">
      {!panel ? (
        <button type="button" className="lock-screen-clock" onClick={() => setPanel(true)}>
          <div className="lock-screen-time">{now.format('HH:mm')}</div>
          <div className="lock-screen-date">{now.format(t('lock.dateFormat'))}</div>
          <div className="lock-screen-hint">
            <LockOutlined /> {t('lock.clickToUnlock')}
          </div>
        </button>
      ) : (
        <div className="lock-screen-panel">
          <Avatar size={88} src={user?.avatar || '/logo.svg'} icon={<UserOutlined />} />
          <div className="lock-screen-name">{user?.realName || user?.account}</div>
          <div className="lock-screen-input">
            <Input.Password
              autoFocus
              size="large"
              placeholder={t('lock.placeholder')}
              value={password}
              status={error ? 'error' : undefined}
              onChange={(e) => setPassword(e.target.value)}
              onPressEnter={unlock}
            />
            <Button type="primary" size="large" icon={<ArrowRightOutlined />} loading={busy} onClick={unlock} />
          </div>
          <div className="lock-screen-error">{error}</div>
          <Button type="link" onClick={() => setPanel(false)} className="lock-screen-back">
            {t('lock.back')}
          </Button>
        </div>
      )}
    </div>
  );
}
