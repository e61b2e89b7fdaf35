import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/core/auth-api';
import { completeLogin } from './login-flow';
import { LOGIN_NS } from './login-i18n';

const POLL_MS = 2000;

/** Scan login: a QR code that a signed-in user opens on a phone (/scan-confirm) and confirms. */
export function ScanLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(LOGIN_NS);
  const ticket = useMutation({ mutationFn: authApi.scanTicket });
  const finishing = useRef(false);
  const { mutate } = ticket;
  useEffect(() => mutate(), [mutate]);

  const value = ticket.data?.ticket;
  const poll = useQuery({
    queryKey: ['login', 'scan-poll', value],
    queryFn: () => authApi.scanPoll(value!),
    enabled: Boolean(value),
    refetchInterval: (q) =>
      q.state.data?.state === 'expired' || q.state.data?.state === 'confirmed' ? false : POLL_MS,
    gcTime: 0,
    retry: false,
  });
  const state = poll.isError ? 'expired' : (poll.data?.state ?? 'waiting');

  useEffect(() => {
    const data = poll.data;
    if (data?.state !== 'confirmed' || finishing.current) return;
    finishing.current = true;
    void completeLogin(
      data.accessToken ? { accessToken: data.accessToken, refreshToken: data.refreshToken ?? '' } : null,
    ).then((ok) => {
      if (ok) onDone();
      finishing.current = false;
    });
  }, [poll.data, onDone]);

  const url = value ? `${window.location.origin}/scan-confirm?ticket=${encodeURIComponent(value)}` : '';
  const refresh = () => mutate();

  return (
    <div className="scan-login">
      <div className="scan-login-code">
        {ticket.isPending && <Spin />}
        {ticket.isError && (
          <div className="scan-login-error">
            <p>{t('scan.unavailable')}</p>
            <Button icon={<ReloadOutlined />} onClick={refresh}>
              {t('scan.refresh')}
            </Button>
          </div>
        )}
        {url && <QRCodeSVG value={url} size={188} marginSize={1} level="M" />}
        {url && (state === 'expired' || state === 'scanned' || state === 'confirmed') && (
          <div className="scan-login-mask">
            {state === 'expired' ? (
              <>
                <p>{t('scan.expired')}</p>
                <Button type="primary" icon={<ReloadOutlined />} onClick={refresh}>
                  {t('scan.refresh')}
                </Button>
              </>
            ) : (
              <>
                <CheckCircleFilled className="scan-login-ok" />
                <p>{state === 'scanned' ? t('scan.scanned') : t('scan.signingIn')}</p>
              </>
            )}
          </div>
        )}
      </div>
      <p className="scan-login-text">{t('scan.text')}</p>
    </div>
  );
}
