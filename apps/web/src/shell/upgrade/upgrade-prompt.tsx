import { RocketOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_KEYS, Local } from '@/core/storage';

const CHECK_EVERY_MS = 5 * 60_000;

async function deployedVersion(): Promise<string | null> {
  try {
    const res = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return null;
    const body = (await res.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * Upgrade prompt: when a newer build is deployed, offers 'Update now' ('Updating') or
 * 'Cruel refusal', warning that updating restores the default configuration.
 */
export function UpgradePrompt() {
  const { t } = useTranslation('shell');
  const [next, setNext] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  const refused = useRef<string | null>(null);

  useEffect(() => {
    if (import.meta.env.DEV) return;
    const check = async () => {
      const v = await deployedVersion();
      if (v && v !== __APP_BUILD_ID__ && v !== refused.current) setNext(v);
    };
    void check();
    const id = window.setInterval(check, CHECK_EVERY_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const update = () => {
    setUpdating(true);
    window.setTimeout(() => {
      for (const key of [LOCAL_KEYS.themeConfig, LOCAL_KEYS.userInfos, LOCAL_KEYS.constList, LOCAL_KEYS.dictList]) {
        Local.remove(key);
      }
      window.location.reload();
    }, 800);
  };

  return (
    <Modal open={Boolean(next)} closable={false} footer={null} width={400} centered maskClosable={false}>
      <div className="upgrade">
        <div className="upgrade-icon">
          <RocketOutlined />
        </div>
        <Typography.Title level={4}>{t('upgrade.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('upgrade.message')}</Typography.Paragraph>
        <Space>
          <Button
            disabled={updating}
            onClick={() => {
              refused.current = next;
              setNext(null);
            }}
          >
            {t('upgrade.refuse')}
          </Button>
          <Button type="primary" loading={updating} onClick={update}>
            {updating ? t('upgrade.updating') : t('upgrade.update')}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
