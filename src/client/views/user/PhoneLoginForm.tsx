import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FORMATS } from '../../../shared/validation/formats';
import { useLocale } from '../../i18n/use-locale';
import { LoginError } from './LoginError';
import { fieldErrorsOf } from './open-call';
import { loginWithPhone, sendLoginCode } from './phone-login-api';
import { SendCodeButton } from './SendCodeButton';
import { useCountdown } from './use-countdown';
import { useLogin } from './use-login';

interface PhoneValues {
  mobile: string;
  captcha: string;
}

/** The login page's phone tab: mobile number, texted code (POST /sys/sms, POST /sys/phoneLogin). */
export function PhoneLoginForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<PhoneValues>();
  const { submitWith, submitting, error } = useLogin();
  const countdown = useCountdown(60);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  async function sendCode() {
    setNotice(null);
    setSendError(null);
    let mobile: string;
    try {
      mobile = ((await form.validateFields(['mobile'])) as Pick<PhoneValues, 'mobile'>).mobile.trim();
    } catch {
      return; // the field shows why
    }
    setSending(true);
    try {
      const answer = await sendLoginCode(mobile);
      if (answer.success) {
        countdown.start();
        setNotice(answer.message);
      } else {
        const fields = fieldErrorsOf(answer);
        if (fields.length > 0)
          form.setFields(fields.map((f) => ({ name: f.field as keyof PhoneValues, errors: [f.message] })));
        else setSendError(answer.message);
      }
    } catch (failure) {
      setSendError(failure instanceof Error ? failure.message : t('request.generic'));
    } finally {
      setSending(false);
    }
  }

  const submit = ({ mobile, captcha }: PhoneValues) =>
    submitWith(() => loginWithPhone(mobile.trim(), captcha.trim()));

  return (
    <Form<PhoneValues>
      form={form}
      name="phone-login"
      layout="vertical"
      size="large"
      onFinish={submit}
      requiredMark={false}
    >
      <LoginError message={error ?? sendError} />
      <Form.Item
        name="mobile"
        label={t('login.mobile')}
        rules={[
          { required: true, message: t('login.mobileRequired') },
          {
            validator: async (_rule, value?: string) => {
              if (value && !FORMATS.mobile.test(value.trim()))
                throw new Error(FORMATS.mobile.message[locale]);
            },
          },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.mobilePlaceholder')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item label={t('login.captcha')} htmlFor="phone-login_captcha" style={{ marginBottom: 0 }}>
        <Flex gap={8} align="start">
          <Form.Item name="captcha" noStyle rules={[{ required: true, message: t('login.captchaRequired') }]}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('login.captchaPlaceholder')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <SendCodeButton left={countdown.left} sending={sending} onSend={() => void sendCode()} />
        </Flex>
      </Form.Item>
      <div role="status" aria-live="polite" style={{ minHeight: 24, margin: '4px 0 8px', color: '#237804' }}>
        {notice}
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
