import { useTranslation } from '../i18n/use-translation';
import { THEME } from '../theme';

/**
 * Shown while a page chunk or the menu loads. Plain markup rather than antd Spin: it is on the
 * login page's first load, whose JavaScript budget is tight (DESIGN: under 250 KB gzipped).
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'flex', justifyContent: 'center', padding: 96, color: THEME.token?.colorPrimary }}
    >
      {t('common.loading')}
    </div>
  );
}
