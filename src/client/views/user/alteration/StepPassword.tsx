import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { validateChangePassword } from '../../../../shared/validation/password';
import { useLocale } from '../../../i18n/use-locale';
import { LoginError } from '../LoginError';
import { fieldErrorsOf } from '../open-call';
import { changePasswordWithToken } from './alteration-api';

interface Values {
  password: string;
  confirmPassword: string;
}

interface Props {
  resetToken: string;
  onChanged(): void;
  /** The token is spent or expired: back to step 1. */
  onRestart(): void;
}

/** Step 2, change password: new password and confirmation by SPEC §5's change-password rules. */
export function StepPassword({ resetToken, onChanged, onRestart }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  /** The shared rules (the old password is not asked here: the mailed code stands for it). */
  const rule = (field: 'password' | 'confirmpassword') => ({
    validator: async (_rule: unknown, value?: string) => {
      const values = {
        oldpassword: '-',
        password: form.getFieldValue('password') as string | undefined,
        confirmpassword: form.getFieldValue('confirmPassword') as string | undefined,
        [field]: value,
      };
      const problem = validateChangePassword(values).find((p) => p.field === field);
      if (problem) throw new Error(problem.message[locale]);
    },
  });

  async function save({ password, confirmPassword }: Values) {
    setError(null);
    setSaving(true);
    try {
      const answer = await changePasswordWithToken(resetToken, password, confirmPassword);
      if (answer.success) {
        onChanged();
        return;
      }
      const fields = fieldErrorsOf(answer);
      if (fields.length > 0)
        form.setFields(fields.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
      else {
        setError(answer.message);
        setExpired(String(answer.code) === '400');
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('request.generic'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<Values>
      form={form}
      name="alteration-password"
      layout="vertical"
      size="large"
      onFinish={save}
      requiredMark={false}
    >
      <LoginError message={error} />
      <Form.Item name="password" label={t('password.new')} rules={[rule('password')]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('password.newPlaceholder')}
          autoComplete="new-password"
          maxLength={128}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('password.confirm')}
        dependencies={['password']}
        rules={[rule('confirmpassword')]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('password.confirmPlaceholder')}
          autoComplete="new-password"
          maxLength={128}
        />
      </Form.Item>
      {expired ? (
        <Button block onClick={onRestart}>
          {t('alteration.restart')}
        </Button>
      ) : (
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t('alteration.submit')}
        </Button>
      )}
    </Form>
  );
}
