/** dayjs's language for dates (antd's pickers and the shell's own formatting). */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Locale } from './locale';

export function setDayjsLocale(locale: Locale): void {
  dayjs.locale(locale === 'en-US' ? 'en' : 'zh-cn');
}
