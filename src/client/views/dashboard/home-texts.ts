/** The home page's own texts, in both languages (its lists and figures are in their schema). */
import type { MessagePair } from '../../../shared/messages/message-pair';

export const HOME_TEXTS = {
  customersApply: {
    'zh-CN': '{section}：在线申请由企业客户账号办理',
    'en-US': '{section}: companies apply online with their customer accounts',
  },
} as const satisfies Record<string, MessagePair>;
