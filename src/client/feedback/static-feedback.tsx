/** antd's static feedback functions, rendered inside the shell's locale and theme. */
import { ConfigProvider, message, Modal, notification } from 'antd';
import { currentLocale } from '../i18n';
import { antdLocaleOf } from '../i18n/antd-locale';
import { THEME } from '../theme';
import type { Feedback } from './feedback';

ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={antdLocaleOf(currentLocale())} theme={THEME} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  ),
});

export const staticFeedback: Feedback = { message, notification, modal: Modal };
