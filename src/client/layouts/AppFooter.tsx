import { useTranslation } from 'react-i18next';

/** SPEC §1: the footer names the ship-classification certification company. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer style={{ textAlign: 'center', padding: '16px 0', color: 'rgba(0,0,0,0.45)', fontSize: 14 }}>
      {t('app.copyright', { year: new Date().getFullYear() })}
    </footer>
  );
}
