/** Texts of the popup picker (SPEC §5 "Popup picker", §9 "出错了"). */
import type { Locale } from '../../../src/shared/schema/types';

export const POPUP_TEXTS = {
  misconfigured: { 'zh-CN': 'popup参数未正确配置!', 'en-US': 'The popup is not configured correctly!' },
  countMismatch: {
    'zh-CN': 'popup参数未正确配置,原始值和目标值数量不一致!',
    'en-US': 'The popup is not configured correctly: the origin and destination fields differ in number!',
  },
  chooseOne: { 'zh-CN': '请选择一条记录', 'en-US': 'Please select one record' },
  initFailedTitle: { 'zh-CN': '出错了', 'en-US': 'Something went wrong' },
  initFailed: {
    'zh-CN': 'Popup初始化失败，请检查你的配置或稍后重试！',
    'en-US': 'The popup could not be initialised. Check its configuration or try again later!',
  },
  table: { 'zh-CN': '报表数据', 'en-US': 'Report rows' },
  from: { 'zh-CN': '开始', 'en-US': 'From' },
  to: { 'zh-CN': '结束', 'en-US': 'To' },
} as const;

export type PopupTextKey = keyof typeof POPUP_TEXTS;

export function popupText(locale: Locale, key: PopupTextKey): string {
  return POPUP_TEXTS[key][locale];
}
