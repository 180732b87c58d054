/** antd and dayjs follow the shell's language. */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import zhCN from 'antd/locale/zh_CN';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from './locale';

/** antd's built-in texts are English, so en-US needs no locale file (one less download). */
export function antdLocaleOf(locale: Locale): AntdLocale | undefined {
  return locale === 'en-US' ? undefined : zhCN;
}

export function applyDayjsLocale(locale: Locale): void {
  dayjs.locale(locale === 'en-US' ? 'en' : 'zh-cn');
}
