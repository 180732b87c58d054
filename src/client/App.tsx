import { ConfigProvider } from 'antd';
import { antdLocaleOf } from './i18n/antd-locale';
import { useLocale, useLocaleSideEffects } from './i18n/use-locale';
import { AppRouter } from './router/AppRouter';
import { THEME } from './theme';

export function App() {
  const locale = useLocale();
  useLocaleSideEffects(locale);
  return (
    <ConfigProvider locale={antdLocaleOf(locale)} theme={THEME}>
      <AppRouter />
    </ConfigProvider>
  );
}
