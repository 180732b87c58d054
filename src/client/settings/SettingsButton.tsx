/** The header's button that opens the settings drawer (labelled, a plain button: keyboard reachable). */
import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDrawer } from './SettingsDrawer';

export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
