import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { LoginError } from './LoginError';
import { useLogin, type LoginValues } from './use-login';

/** The login page's account tab: username and password (POST /sys/login). */
export function AccountLoginForm() {
  const { t } = useTranslation();
  const { submit, submitting, error } = useLogin();
  return (
    <Form<LoginValues> name="login" layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      <LoginError message={error} />
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
}
