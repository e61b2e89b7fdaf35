import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/core/session-store';
import { useThemeConfig } from '../theme/theme-store';
import { WATERMARK, watermarkTile } from './watermark-tile';

/**
 * Page watermark: the theme's text (default: the super administrator label), or the user's real
 * name when the server's watermarkConfig enables it.
 */
export function Watermark() {
  const { t } = useTranslation('shell');
  const { isWartermark, wartermarkText } = useThemeConfig();
  const serverEnabled = useSessionStore((s) => s.watermarkEnabled);
  const realName = useSessionStore((s) => s.userInfos?.realName);
  const text = serverEnabled && realName ? realName : isWartermark ? wartermarkText || t('watermark.defaultText') : '';
  const url = useMemo(() => (text ? watermarkTile(text) : null), [text]);
  if (!url) return null;
  return (
    <div
      className="watermark"
      aria-hidden
      style={{ backgroundImage: `url(${url})`, backgroundSize: `${WATERMARK.width}px ${WATERMARK.height}px` }}
    />
  );
}
