/** antd and dayjs follow the shell's language. */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from './locale';

/**
 * Always a locale object: antd's ConfigProvider wraps its children in a locale provider only when it
 * is given one, so `undefined` for en-US changed the tree's shape and a language switch remounted the
 * whole app (every half-filled form and the login page's chosen tab were lost).
 */
export function antdLocaleOf(locale: Locale): AntdLocale {
  return locale === 'en-US' ? enUS : zhCN;
}

export function applyDayjsLocale(locale: Locale): void {
  dayjs.locale(locale === 'en-US' ? 'en' : 'zh-cn');
}
