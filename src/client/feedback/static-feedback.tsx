/** antd's static feedback functions, rendered inside the shell's locale and theme. */
import { ConfigProvider, message, Modal, notification } from 'antd';
import { currentLocale } from '../i18n';
import { antdLocaleOf } from '../i18n/antd-locale';
import { prefersReducedMotion } from '../settings/reduced-motion';
import { themeWithMotion } from '../theme';
import type { Feedback } from './feedback';

ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider
      locale={antdLocaleOf(currentLocale())}
      theme={themeWithMotion({ reducedMotion: prefersReducedMotion() })}
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  ),
});

export const staticFeedback: Feedback = { message, notification, modal: Modal };
