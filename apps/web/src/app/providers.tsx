import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { type ReactNode, useEffect } from 'react';
import { bindMessageApi } from '@/core/feedback';
import type { Language } from '@/core/i18n';
import { useThemeConfig } from '@/shell/theme/theme-store';

const ANTD_LOCALES = { 'zh-cn': zhCN, en: enUS, 'zh-tw': zhTW } as const satisfies Record<Language, unknown>;
const HTML_LANG: Record<Language, string> = { 'zh-cn': 'zh-CN', en: 'en', 'zh-tw': 'zh-TW' };

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

function BindFeedback() {
  const { message } = AntApp.useApp();
  useEffect(() => bindMessageApi(message), [message]);
  return null;
}

/** Applies the theme's whole-page switches: dark mode, grayscale, colour-weak, language. */
function useDocumentTheme(): void {
  const { isIsDark, isGrayscale, isInvert, globalI18n, primary } = useThemeConfig();
  useEffect(() => {
    const html = document.documentElement;
    html.classList.toggle('dark', isIsDark);
    const filters = [isGrayscale ? 'grayscale(1)' : '', isInvert ? 'invert(80%)' : ''].filter(Boolean).join(' ');
    html.style.filter = filters;
    html.lang = HTML_LANG[globalI18n];
    html.style.setProperty('--color-primary', primary);
    dayjs.locale(globalI18n);
  }, [isIsDark, isGrayscale, isInvert, globalI18n, primary]);
}

/** Query client, antd theme and locale, antd App context. */
export function Providers({ children }: { children: ReactNode }) {
  const cfg = useThemeConfig();
  useDocumentTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={ANTD_LOCALES[cfg.globalI18n]}
        componentSize={cfg.globalComponentSize === 'default' ? 'middle' : cfg.globalComponentSize}
        theme={{
          algorithm: cfg.isIsDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: {
            colorPrimary: cfg.primary,
            colorInfo: cfg.primary,
            borderRadius: 6,
            fontFamily:
              "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
          },
        }}
      >
        <AntApp className="app-root">
          <BindFeedback />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
