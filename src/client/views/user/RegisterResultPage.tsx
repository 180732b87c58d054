/**
 * /user/register-result: the registration went through; what happens next — log in,
 * fill in the company information, submit the business licence for review — and the way to login.
 */
import { Button, Result } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import companyMenus from '../../../../schemas/menus/company.json';
import { useLocale } from '../../i18n/use-locale';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { LOGIN_PATH } from '../../router/paths';

/** The customer's company page as its menu names it (schemas/menus/company.json), the one source of that name. */
const COMPANY_MENU_TITLE = companyMenus.entries.find((e) => e.key === 'account.company')!.title;

export default function RegisterResultPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const state = useLocation().state as { username?: unknown } | null;
  const username = typeof state?.username === 'string' ? state.username : null;
  useDocumentTitle(t('register.resultTitle'));
  return (
    <div style={{ width: 560, maxWidth: '100%', background: '#fff', borderRadius: 8 }}>
      <Result
        status="success"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('register.resultTitle')}</h1>}
        subTitle={username ? t('register.resultAccount', { username }) : t('register.resultDone')}
        extra={
          <Button type="primary" onClick={() => void navigate(LOGIN_PATH)}>
            {t('register.goLogin')}
          </Button>
        }
      >
        <h2 style={{ fontSize: 16 }}>{t('register.nextTitle')}</h2>
        <ol style={{ paddingLeft: 20, margin: 0, lineHeight: 2 }}>
          <li>{t('register.nextLogin')}</li>
          <li>{t('register.nextCompany', { menu: COMPANY_MENU_TITLE[locale] })}</li>
          <li>{t('register.nextLicence')}</li>
        </ol>
      </Result>
    </div>
  );
}
