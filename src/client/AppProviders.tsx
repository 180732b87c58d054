import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocaleOf } from './i18n/antd-locale';
import { useLocale, useLocaleSideEffects } from './i18n/use-locale';
import { THEME } from './theme';

// autoInsertSpace off: antd would render "登录" as "登 录", changing the button's accessible name.
const BUTTON = { autoInsertSpace: false };

/** antd follows the shell's language and theme (used by the app and by component tests). */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  useLocaleSideEffects(locale);
  return (
    <ConfigProvider locale={antdLocaleOf(locale)} theme={THEME} button={BUTTON}>
      {children}
    </ConfigProvider>
  );
}
