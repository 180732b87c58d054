/**
 * Why a Quartz cron expression is refused, in both languages: the cron editor shows it under the
 * expression and the server answers it as the 422 message of the field.
 */
import type { MessagePair } from '../messages/message-pair';

export class QuartzError extends Error {
  constructor(readonly pair: MessagePair) {
    super(pair['en-US']);
    this.name = 'QuartzError';
  }
}

/** One field of the seven, as the editor's tabs name them. */
export interface QuartzFieldName {
  index: number;
  zh: string;
  en: string;
}

export const QUARTZ_FIELDS: readonly QuartzFieldName[] = [
  { index: 1, zh: '秒', en: 'second' },
  { index: 2, zh: '分', en: 'minute' },
  { index: 3, zh: '时', en: 'hour' },
  { index: 4, zh: '日', en: 'day of month' },
  { index: 5, zh: '月', en: 'month' },
  { index: 6, zh: '周', en: 'day of week' },
  { index: 7, zh: '年', en: 'year' },
];

export function fieldCountError(count: number): QuartzError {
  return new QuartzError({
    'zh-CN': `Cron表达式需要6或7段（秒 分 时 日 月 周 [年]），实际为${count}段`,
    'en-US': `A cron expression needs 6 or 7 fields (second minute hour day month week [year]), got ${count}`,
  });
}

export function tokenError(field: QuartzFieldName, token: string, why?: MessagePair): QuartzError {
  const zhWhy = why ? `：${why['zh-CN']}` : '';
  const enWhy = why ? `: ${why['en-US']}` : '';
  return new QuartzError({
    'zh-CN': `Cron表达式第${field.index}段（${field.zh}）的“${token}”无效${zhWhy}`,
    'en-US': `Invalid "${token}" in field ${field.index} (${field.en}) of the cron expression${enWhy}`,
  });
}

export function outOfRange(min: number, max: number): MessagePair {
  return { 'zh-CN': `取值范围为${min}-${max}`, 'en-US': `values must lie within ${min}-${max}` };
}

/** Quartz runs on day of month OR day of week: exactly one of the two is '?'. */
export const DAY_EXCLUSIVE_ERROR: MessagePair = {
  'zh-CN': 'Cron表达式的“日”与“周”必须且只能有一个为“?”',
  'en-US': 'Exactly one of day of month and day of week must be "?" in a cron expression',
};
