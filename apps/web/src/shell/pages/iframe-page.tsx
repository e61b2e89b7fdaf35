import { Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Embeds a menu's external page (component layout/routerView/iframe). */
export default function IframePage({ url }: { url: string }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(true);
  return (
    <div className="iframe-page">
      {loading && <Spin className="iframe-page-spin" tip={t('page.iframeLoading')} />}
      <iframe src={url} title={url} onLoad={() => setLoading(false)} />
    </div>
  );
}
