/**
 * The peer the login page is weighed against (tests/bench/login-bundle.ts): the same page written by
 * hand with antd and nothing else — the logo and title, the account and phone tabs with their fields
 * and rules, the send-code button, forgot password / register links and the other-ways divider,
 * under antd's ConfigProvider with the Chinese locale. No router, i18n, store or API client: what a
 * page built directly on antd would ship at least.
 */
import { LockOutlined, LoginOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, ConfigProvider, Divider, Flex, Form, Input, Tabs } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function AccountForm() {
  return (
    <Form layout="vertical" onFinish={() => undefined}>
      <Form.Item name="username" label="账号" rules={[{ required: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large">
        登录
      </Button>
    </Form>
  );
}

function PhoneForm() {
  const [left, setLeft] = useState(0);
  return (
    <Form layout="vertical" onFinish={() => undefined}>
      <Form.Item
        name="mobile"
        label="手机号"
        rules={[
          { required: true, message: '请输入手机号码' },
          { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号码" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item label="验证码" style={{ marginBottom: 0 }}>
        <Flex gap={8}>
          <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
            <Input placeholder="请输入验证码" inputMode="numeric" maxLength={6} />
          </Form.Item>
          <Button disabled={left > 0} onClick={() => setLeft(60)}>
            {left > 0 ? `${left} 秒后重新发送` : '获取验证码'}
          </Button>
        </Flex>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" style={{ marginTop: 24 }}>
        登录
      </Button>
    </Form>
  );
}

function LoginPage() {
  return (
    <div style={{ width: 380, maxWidth: '100%', margin: '64px auto' }}>
      <header style={{ textAlign: 'center', marginBottom: 24 }}>
        <img src="/logo.svg" alt="" width={44} height={44} />
        <h1 style={{ display: 'inline', fontSize: 24 }}>认证客户服务平台</h1>
      </header>
      <Tabs
        defaultActiveKey="account"
        centered
        size="large"
        items={[
          { key: 'account', label: '账号密码登录', children: <AccountForm /> },
          { key: 'phone', label: '手机号登录', children: <PhoneForm /> },
        ]}
      />
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <a href="/user/alteration">忘记密码</a>
        <a href="/user/register">注册账户</a>
      </Flex>
      <Divider plain>其他登录方式</Divider>
      <Button block icon={<LoginOutlined aria-hidden />}>
        单点登录
      </Button>
    </div>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN}>
    <App>
      <LoginPage />
    </App>
  </ConfigProvider>,
);
