import { Flex, Tabs, theme } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { useShellTexts } from '../../shell-texts/shell-texts';
import { AccountLoginForm } from './AccountLoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { ThirdPartyLogin } from './ThirdPartyLogin';

const PANEL: React.CSSProperties = {
  background: '#fff',
  borderRadius: 8,
  padding: '8px 24px 24px',
  boxShadow: '0 1px 2px rgba(0,0,0,0.06)',
};

/** /user/login: account and phone tabs (SPEC §2 "login (account and phone)"), forgot password, register. */
export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  useDocumentTitle(t('login.title'));
  const texts = useShellTexts();

  return (
    <div style={{ width: 380, maxWidth: '100%' }}>
      <header style={{ textAlign: 'center', marginBottom: 24 }}>
        <img
          src="/logo.svg"
          alt={texts.logoAlt}
          width={44}
          height={44}
          style={{ verticalAlign: 'middle', marginRight: 12 }}
        />
        <h1 style={{ display: 'inline', fontSize: 24, verticalAlign: 'middle' }}>{texts.platformTitle}</h1>
        <p style={{ color: token.colorTextSecondary, marginTop: 12 }}>{texts.platformDescription}</p>
      </header>
      <div style={PANEL}>
        <Tabs
          defaultActiveKey="account"
          centered
          size="large"
          items={[
            { key: 'account', label: t('login.accountTab'), children: <AccountLoginForm /> },
            { key: 'phone', label: t('login.phoneTab'), children: <PhoneLoginForm /> },
          ]}
        />
        <Flex justify="space-between" style={{ marginTop: 16 }}>
          <Link to="/user/alteration">{t('login.forgotPassword')}</Link>
          <Link to="/user/register">{t('login.register')}</Link>
        </Flex>
        <ThirdPartyLogin />
      </div>
    </div>
  );
}
