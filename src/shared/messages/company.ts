/** Texts of the company activation that the server answers and pages may show. */
import type { MessagePair } from './message-pair';

export const COMPANY_MSG = {
  /** The activation guard's refusal (routes of `config.activatedCompany`, e.g. apply online). */
  notActivated: {
    'zh-CN': '企业尚未激活，请先完善企业信息并提交审核',
    'en-US': 'Your company is not activated yet: complete the company info and submit it for review',
  },
  /** What the company page says while the review is under way. */
  pendingReview: {
    'zh-CN': '企业信息审核中，审核通过后即可在线申请',
    'en-US': 'Your company info is being reviewed; you can apply online once it is approved',
  },
  /** After a refused activation: fix the info and submit again. */
  failedReview: {
    'zh-CN': '企业激活失败，请根据失败原因修改企业信息后重新提交审核',
    'en-US': 'Activation failed: correct the company info as the reason says and submit it for review again',
  },
  activated: {
    'zh-CN': '企业已激活，可以在线申请',
    'en-US': 'Your company is activated: you can apply online',
  },
} as const satisfies Record<string, MessagePair>;
