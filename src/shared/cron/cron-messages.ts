/**
 * What the cron model reports, as zh-CN/en-US pairs (the editor shows them; the tab names are the
 * same words JeecgBoot's editor uses: 秒 分 时 日 月 周 年).
 */
import type { MessagePair } from '../messages/message-pair';
import type { CronFieldName } from './cron-fields';

export type CronText = MessagePair;

export const CRON_FIELD_TEXTS: Readonly<Record<CronFieldName, CronText>> = {
  second: { 'zh-CN': '秒', 'en-US': 'Second' },
  minute: { 'zh-CN': '分', 'en-US': 'Minute' },
  hour: { 'zh-CN': '时', 'en-US': 'Hour' },
  day: { 'zh-CN': '日', 'en-US': 'Day' },
  month: { 'zh-CN': '月', 'en-US': 'Month' },
  week: { 'zh-CN': '周', 'en-US': 'Week' },
  year: { 'zh-CN': '年', 'en-US': 'Year' },
};

/** The number a bound limits (SPEC §5 "Cron bounds"). */
export type CronBoundPart = 'value' | 'start' | 'step' | 'nth' | 'beforeMonthEnd';

const PART_TEXTS: Readonly<Record<CronBoundPart, CronText>> = {
  value: { 'zh-CN': '取值', 'en-US': 'value' },
  start: { 'zh-CN': '开始值', 'en-US': 'start' },
  step: { 'zh-CN': '间隔', 'en-US': 'step' },
  nth: { 'zh-CN': '第几个', 'en-US': 'week number' },
  beforeMonthEnd: { 'zh-CN': '月底前天数', 'en-US': 'days before month end' },
};

export const CRON_MESSAGES = {
  parts: (): CronText => ({
    'zh-CN': 'Cron表达式须由7个部分组成：秒 分 时 日 月 周 年',
    'en-US': 'A cron expression has 7 parts: second minute hour day month week year',
  }),
  syntax: (field: CronFieldName, text: string): CronText => ({
    'zh-CN': `${CRON_FIELD_TEXTS[field]['zh-CN']}：无法识别“${text}”`,
    'en-US': `${CRON_FIELD_TEXTS[field]['en-US']}: "${text}" is not understood`,
  }),
  bounds: (field: CronFieldName, part: CronBoundPart, min: number, max: number): CronText => ({
    'zh-CN': `${CRON_FIELD_TEXTS[field]['zh-CN']}的${PART_TEXTS[part]['zh-CN']}须在 ${min} 到 ${max} 之间`,
    'en-US': `The ${CRON_FIELD_TEXTS[field]['en-US'].toLowerCase()} ${PART_TEXTS[part]['en-US']} must be from ${min} to ${max}`,
  }),
  bothDays: (): CronText => ({
    'zh-CN': '日和周不能同时指定，其中一个须为“?”',
    'en-US': 'Day and week cannot both be set: one of them must be "?"',
  }),
  neitherDay: (): CronText => ({
    'zh-CN': '日和周不能同时为“?”',
    'en-US': 'Day and week cannot both be "?"',
  }),
  noMode: (field: CronFieldName, text: string): CronText => ({
    'zh-CN': `${CRON_FIELD_TEXTS[field]['zh-CN']}“${text}”没有对应的选项，保持原样`,
    'en-US': `${CRON_FIELD_TEXTS[field]['en-US']} "${text}" matches none of the options and is kept as written`,
  }),
};

/** Something about an expression: an error makes it unusable; a warning only says a tab shows no mode. */
export interface CronProblem {
  field?: CronFieldName;
  severity: 'error' | 'warning';
  message: CronText;
}
