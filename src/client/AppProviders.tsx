import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { antdLocaleOf } from './i18n/antd-locale';
import { useLocale, useLocaleSideEffects } from './i18n/use-locale';
import { primaryColourOf } from './settings/primary-colours';
import { useColorWeakClass } from './settings/use-color-weak';
import { useReducedMotion } from './settings/reduced-motion';
import { useSettingsStore } from './stores/settings';
import { themeWithPrimary } from './theme';

// autoInsertSpace off: antd would render "登录" as "登 录", changing the button's accessible name.
const BUTTON = { autoInsertSpace: false };

/** antd follows the shell's language, theme and the user's motion preference (used by the app and by component tests). */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  useLocaleSideEffects(locale);
  // The settings drawer's colour choice (SPEC §2), read from the store that loaded it before the first render.
  const primary = useSettingsStore((s) => s.primaryColor);
  const reducedMotion = useReducedMotion();
  const theme = useMemo(
    () => themeWithPrimary(primaryColourOf(primary), { reducedMotion }),
    [primary, reducedMotion],
  );
  useColorWeakClass(useSettingsStore((s) => s.colorWeak));
  return (
    <ConfigProvider locale={antdLocaleOf(locale)} theme={theme} button={BUTTON}>
      {children}
    </ConfigProvider>
  );
}
