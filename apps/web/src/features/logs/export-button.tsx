import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { LOGS_NS } from './logs-i18n';

/** Exports the current search; shown only with the export permission. */
export function ExportButton({ permission, onExport }: { permission: string; onExport: () => Promise<void> }) {
  const { t } = useTranslation(LOGS_NS);
  const [busy, setBusy] = useState(false);
  return (
    <Auth value={permission}>
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={() => {
          setBusy(true);
          onExport()
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      >
        {t('actions.export')}
      </Button>
    </Auth>
  );
}
