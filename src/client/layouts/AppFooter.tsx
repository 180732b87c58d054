import { theme } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { useShellTexts } from '../shell-texts/shell-texts';

/** SPEC §1: the footer names the ship-classification certification company. */
export function AppFooter() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { footerCompany } = useShellTexts();
  return (
    <footer style={{ textAlign: 'center', padding: '16px 0', color: token.colorTextSecondary, fontSize: 14 }}>
      {t('app.copyright', { year: new Date().getFullYear(), company: footerCompany })}
    </footer>
  );
}
