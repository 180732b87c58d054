import { MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoginError } from '../LoginError';
import { fieldErrorsOf } from '../open-call';
import { SendCodeButton } from '../SendCodeButton';
import { useCountdown } from '../use-countdown';
import { checkResetCode, sendResetCode } from './alteration-api';

interface Values {
  account: string;
  code: string;
}

interface Props {
  onVerified(resetToken: string): void;
}

/** Step 1, email verification: the account, a mailed code (60 s between sends), the code. */
export function StepVerify({ onVerified }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const countdown = useCountdown(60);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setNotice(null);
    setError(null);
    let account: string;
    try {
      account = ((await form.validateFields(['account'])) as Pick<Values, 'account'>).account.trim();
    } catch {
      return; // the field shows why
    }
    setSending(true);
    try {
      const answer = await sendResetCode(account);
      if (answer.success) {
        countdown.start();
        setNotice(answer.message);
      } else {
        setError(answer.message);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('request.generic'));
    } finally {
      setSending(false);
    }
  }

  async function verify({ account, code }: Values) {
    setError(null);
    setChecking(true);
    try {
      const answer = await checkResetCode(account.trim(), code.trim());
      if (answer.success && answer.result?.resetToken) {
        onVerified(answer.result.resetToken);
        return;
      }
      const fields = fieldErrorsOf(answer);
      if (fields.length > 0)
        form.setFields(fields.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
      else setError(answer.message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('request.generic'));
    } finally {
      setChecking(false);
    }
  }

  return (
    <Form<Values>
      form={form}
      name="alteration-verify"
      layout="vertical"
      size="large"
      onFinish={verify}
      requiredMark={false}
    >
      <LoginError message={error} />
      <Form.Item
        name="account"
        label={t('alteration.account')}
        rules={[{ required: true, whitespace: true, message: t('alteration.accountRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('alteration.accountPlaceholder')}
          autoComplete="username"
          maxLength={100}
        />
      </Form.Item>
      <Form.Item label={t('alteration.code')} htmlFor="alteration-verify_code" style={{ marginBottom: 0 }}>
        <Flex gap={8} align="start">
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, message: t('login.captchaRequired') },
              { pattern: /^\s*\d{6}\s*$/, message: t('alteration.codeFormat') },
            ]}
          >
            <Input
              prefix={<MailOutlined />}
              placeholder={t('login.captchaPlaceholder')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <SendCodeButton left={countdown.left} sending={sending} onSend={() => void send()} />
        </Flex>
      </Form.Item>
      <div role="status" aria-live="polite" style={{ minHeight: 24, margin: '4px 0 8px', color: '#237804' }}>
        {notice}
      </div>
      <Button type="primary" htmlType="submit" block loading={checking} icon={<SafetyOutlined />}>
        {t('alteration.next')}
      </Button>
    </Form>
  );
}
