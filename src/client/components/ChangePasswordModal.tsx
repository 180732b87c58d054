import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { useLocale } from '../i18n/use-locale';
import type { ChangePasswordInput } from '../../shared/validation/password';
import { passwordRule } from './password-form-rules';
import { useChangePassword } from './use-change-password';

interface Props {
  open: boolean;
  onClose(): void;
  /** The form's name, which prefixes its field ids: a second copy in the document needs its own. */
  formName?: string;
  /**
   * The password was chosen by someone else and must be changed before anything else: the dialog
   * says why and cannot be dismissed; its other button logs out instead.
   */
  forced?: { onLogout(): void };
}

/** SPEC §2 dialog: title 修改密码, width 800. */
export function ChangePasswordModal({ open, onClose, formName = 'change-password', forced }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<ChangePasswordInput>();
  const { submit, saving } = useChangePassword(form, onClose);
  const values = () => form.getFieldsValue();

  function cancel() {
    form.resetFields();
    onClose();
  }

  return (
    <Modal
      title={t('password.title')}
      width={800}
      open={open}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={forced ? undefined : cancel}
      okText={t('common.ok')}
      cancelText={forced ? t('user.logout') : t('common.cancel')}
      cancelButtonProps={forced ? { onClick: forced.onLogout } : undefined}
      closable={!forced}
      mask={forced ? { closable: false } : undefined}
      keyboard={!forced}
      confirmLoading={saving}
      forceRender
    >
      {forced && (
        <Alert type="warning" showIcon title={t('password.mustChange')} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} name={formName} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <Form.Item
          name="oldpassword"
          label={t('password.old')}
          required
          rules={[passwordRule('oldpassword', values, locale)]}
        >
          <Input.Password placeholder={t('password.oldPlaceholder')} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.new')}
          required
          rules={[passwordRule('password', values, locale)]}
        >
          <Input.Password placeholder={t('password.newPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('password.confirm')}
          required
          dependencies={['password']}
          rules={[passwordRule('confirmpassword', values, locale)]}
        >
          <Input.Password placeholder={t('password.confirmPlaceholder')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
