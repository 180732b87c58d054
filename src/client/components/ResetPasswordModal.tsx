/**
 * Someone else's new password, set from a list row: the company's main account for its
 * sub-account (PUT /sys/custaccount/resetPassword) or an administrator for a user (PUT
 * /sys/user/changePassword). New password and its confirmation by the shared rules of SPEC §5, so
 * the dialog refuses what the server would; the server's field errors are shown on the fields.
 */
import { Form, Input, Modal, type FormRule } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { checkNewPassword, PASSWORD_MESSAGES } from '../../shared/validation/password';
import { withFeedback } from '../feedback/feedback';
import { useLocale } from '../i18n/use-locale';
import { isRequestError, put } from '../request';

export interface ResetPasswordTarget {
  id: string;
  username: string;
  /** The route that sets the password: it receives { id, password, confirmPassword }. */
  url: string;
}

interface Values {
  password?: string;
  confirmPassword?: string;
}

interface Props {
  target: ResetPasswordTarget | null;
  onClose(): void;
}

export function ResetPasswordModal({ target, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  // Field ids carry the form name: two lists kept open in tabs each hold a dialog of their own.
  const formName = `reset-password-${useId().replace(/[^A-Za-z0-9]/g, '')}`;

  const passwordRule: FormRule = {
    validator: async (_rule, value: string | undefined) => {
      const problem = checkNewPassword(value);
      if (problem) throw new Error(problem[locale]);
    },
  };
  const confirmRule: FormRule = {
    validator: async (_rule, value: string | undefined) => {
      if (!value) throw new Error(PASSWORD_MESSAGES.confirmRequired[locale]);
      if (value !== form.getFieldValue('password')) throw new Error(PASSWORD_MESSAGES.mismatch[locale]);
    },
  };

  function close() {
    form.resetFields();
    onClose();
  }

  async function submit() {
    if (!target) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      const answer = await put<unknown>(target.url, { id: target.id, ...values });
      if (answer.success) {
        void withFeedback((f) => f.message.success(answer.message));
        close();
      } else {
        void withFeedback((f) => f.message.warning(answer.message));
      }
    } catch (error) {
      // The request layer has shown the message already; a 422 also marks the fields.
      if (isRequestError(error)) {
        form.setFields(
          error.fieldErrors
            .filter((e) => e.field === 'password' || e.field === 'confirmPassword')
            .map((e) => ({ name: e.field as keyof Values, errors: [e.message] })),
        );
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t('resetPassword.title', { username: target?.username ?? '' })}
      width={600}
      open={target !== null}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
    >
      <Form form={form} name={formName} labelCol={{ span: 6 }} wrapperCol={{ span: 16 }}>
        <Form.Item name="password" label={t('resetPassword.new')} required rules={[passwordRule]}>
          <Input.Password placeholder={t('password.newPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('resetPassword.confirm')}
          required
          dependencies={['password']}
          rules={[confirmRule]}
        >
          <Input.Password placeholder={t('password.confirmPlaceholder')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
