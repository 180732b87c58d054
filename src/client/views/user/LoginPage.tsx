import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { useLogin, type LoginValues } from './use-login';

const PANEL: React.CSSProperties = {
  background: '#fff',
  borderRadius: 8,
  padding: '16px 24px 24px',
  boxShadow: '0 1px 2px rgba(0,0,0,0.06)',
};
const ERROR_BOX: React.CSSProperties = {
  marginBottom: 24,
  padding: '8px 12px',
  border: '1px solid #ffccc7',
  background: '#fff2f0',
  borderRadius: 6,
  color: '#cf1322',
};
const TAB_TITLE: React.CSSProperties = {
  fontSize: 16,
  fontWeight: 500,
  display: 'inline-block',
  padding: '8px 0',
  margin: '0 0 24px',
};

/** /user/login, account tab. (The phone tab arrives with phone login; no empty tab meanwhile.) */
export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { submit, submitting, error } = useLogin();
  useDocumentTitle(t('login.title'));

  const accountForm = (
    <Form<LoginValues> name="login" layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      {error && (
        <div role="alert" style={ERROR_BOX}>
          {error}
        </div>
      )}
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );

  return (
    <div style={{ width: 380, maxWidth: '100%' }}>
      <header style={{ textAlign: 'center', marginBottom: 24 }}>
        <img
          src="/logo.svg"
          alt={t('app.logoAlt')}
          width={44}
          height={44}
          style={{ verticalAlign: 'middle', marginRight: 12 }}
        />
        <h1 style={{ display: 'inline', fontSize: 24, verticalAlign: 'middle' }}>{t('app.name')}</h1>
        <p style={{ color: token.colorTextSecondary, marginTop: 12 }}>{t('app.description')}</p>
      </header>
      {/* A plain panel, not antd Card/Tabs: with one tab they add weight and nothing else. */}
      <div style={PANEL}>
        <h2
          id="login-account-tab"
          style={{ ...TAB_TITLE, color: token.colorPrimary, borderBottom: `2px solid ${token.colorPrimary}` }}
        >
          {t('login.accountTab')}
        </h2>
        {accountForm}
      </div>
    </div>
  );
}
