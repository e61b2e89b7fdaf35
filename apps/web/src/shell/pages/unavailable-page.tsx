import { useTranslation } from 'react-i18next';
import { ResultPage } from './result-page';

/** Shown when a menu names a component this build does not have. */
export default function UnavailablePage({ component }: { component: string | null }) {
  const { t } = useTranslation();
  return (
    <ResultPage
      status="warning"
      title={t('page.unavailableTitle')}
      subTitle={t('page.unavailableDesc', { component: component ?? '—' })}
    />
  );
}
