import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Browser full-screen toggle of the top bar. */
export function FullscreenButton() {
  const { t } = useTranslation('shell');
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const on = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <Tooltip title={full ? t('topBar.exitFullscreen') : t('topBar.fullscreen')}>
      <button type="button" className="top-bar-icon" onClick={toggle} aria-label={t('topBar.fullscreen')}>
        {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </Tooltip>
  );
}
