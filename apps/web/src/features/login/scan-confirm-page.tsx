import './login.css';
import { CheckCircleFilled, DesktopOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Avatar, Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi } from '@/core/auth-api';
import { useSessionStore } from '@/core/session-store';
import { LOGIN_NS } from './login-i18n';

/** /scan-confirm (signed in, no main layout): marks the ticket scanned, then confirms the desktop login. */
export default function ScanConfirmPage() {
  const { t } = useTranslation(LOGIN_NS);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ticket = search.get('ticket') ?? '';
  const user = useSessionStore((s) => s.userInfos);
  const mark = useMutation({ mutationFn: authApi.scanMark });
  const confirm = useMutation({ mutationFn: authApi.scanConfirm });
  const { mutate: markTicket } = mark;

  useEffect(() => {
    if (ticket) markTicket(ticket);
  }, [ticket, markTicket]);

  if (!ticket || mark.isError) {
    return (
      <div className="scan-confirm">
        <Result
          status="warning"
          title={t('scan.invalid')}
          extra={<Button onClick={() => navigate('/')}>{t('scan.backHome')}</Button>}
        />
      </div>
    );
  }
  if (confirm.isSuccess) {
    return (
      <div className="scan-confirm">
        <Result
          icon={<CheckCircleFilled style={{ color: 'var(--color-primary)' }} />}
          title={t('scan.confirmed')}
          extra={<Button onClick={() => navigate('/')}>{t('scan.backHome')}</Button>}
        />
      </div>
    );
  }
  return (
    <div className="scan-confirm">
      <div className="scan-confirm-card">
        <DesktopOutlined className="scan-confirm-icon" />
        <h2>{t('scan.confirmTitle')}</h2>
        <p>{t('scan.confirmText')}</p>
        <div className="scan-confirm-user">
          <Avatar size={40} src={user?.avatar || '/logo.svg'} />
          <span>{user?.realName || user?.account}</span>
        </div>
        <Button
          type="primary"
          size="large"
          block
          loading={confirm.isPending}
          disabled={mark.isPending}
          onClick={() => confirm.mutate(ticket)}
        >
          {t('scan.confirmButton')}
        </Button>
        <Button size="large" block type="text" onClick={() => navigate('/')}>
          {t('scan.cancel')}
        </Button>
      </div>
    </div>
  );
}
