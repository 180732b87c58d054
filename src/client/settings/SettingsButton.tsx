/**
 * The header's button that opens the settings drawer (labelled, a plain button: keyboard reachable).
 * The drawer is a preview for the body's own staff and administrators: customers get neither it
 * nor its button.
 */
import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isCustomerType } from '../../shared/user/user-type';
import { useUserStore } from '../stores/user';
import { SettingsDrawer } from './SettingsDrawer';

export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const customer = useUserStore((state) => isCustomerType(state.userInfo?.userType));
  if (customer) return null;
  return (
    <>
      <Button
        type="text"
        icon={<SettingOutlined />}
        aria-label={t('settings.open')}
        aria-haspopup="dialog"
        data-testid="settings-button"
        onClick={() => setOpen(true)}
      />
      <SettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
