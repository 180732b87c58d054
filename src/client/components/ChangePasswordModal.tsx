import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import type { ChangePasswordInput } from '../../shared/validation/password';
import { passwordRule } from './password-form-rules';
import { useChangePassword } from './use-change-password';

interface Props {
  open: boolean;
  onClose(): void;
  /** The form's name, which prefixes its field ids: a second copy in the document needs its own. */
  formName?: string;
}

/** SPEC §2 dialog: title 修改密码, width 800. */
export function ChangePasswordModal({ open, onClose, formName = 'change-password' }: Props) {
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
      onCancel={cancel}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} name={formName} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <Form.Item name="oldpassword" label={t('password.old')} required rules={[passwordRule('oldpassword', values, locale)]}>
          <Input.Password placeholder={t('password.oldPlaceholder')} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('password.new')} required rules={[passwordRule('password', values, locale)]}>
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
