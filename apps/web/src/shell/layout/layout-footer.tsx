import { useTranslation } from 'react-i18next';

/** Footer of the main layout. */
export function LayoutFooter() {
  const { t } = useTranslation('shell');
  return <footer className="layout-footer">{t('footer.text', { year: new Date().getFullYear() })}</footer>;
}
