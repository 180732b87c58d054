/**
 * Texts of the cron editor (the renderer's own; the model's messages and the tab names are in
 * src/shared/cron/cron-messages.ts). Chinese follows JeecgBoot's JCron editor.
 */
import type { CronFieldName } from '../../../src/shared/cron/cron-fields';

export interface CronUiText {
  'zh-CN': string;
  'en-US': string;
}

const pair = (zh: string, en: string): CronUiText => ({ 'zh-CN': zh, 'en-US': en });

export const CRON_TEXTS = {
  title: pair('Cron表达式', 'Cron expression'),
  open: pair('选择', 'Edit'),
  openLabel: pair('选择Cron表达式', 'Edit the cron expression'),
  expression: pair('表达式', 'Expression'),
  preview: pair('最近10次运行时间', 'Next 10 run times'),
  previewNone: pair('没有可运行的时间', 'No run time ahead'),
  previewZone: pair('按时区 {zone}（{offset}）计算', 'In the time zone {zone} ({offset})'),
  previewWaiting: pair('表达式有误，无法预览', 'The expression has an error; nothing to preview'),
  modes: pair('方式', 'Mode'),
  specificGroup: pair('指定{field}', 'Specific {field} values'),
  start: pair('开始', 'start'),
  step: pair('间隔', 'step'),
  from: pair('从', 'from'),
  to: pair('至', 'to'),
  weekday: pair('星期', 'weekday'),
  nth: pair('第几个', 'week number'),
  days: pair('天数', 'days'),
  day: pair('日', 'day'),
} as const;

/** Each field's unit inside a sentence ("every second"). */
export const FIELD_UNITS: Readonly<Record<CronFieldName, CronUiText>> = {
  second: pair('秒', 'second'),
  minute: pair('分钟', 'minute'),
  hour: pair('小时', 'hour'),
  day: pair('日', 'day'),
  month: pair('月', 'month'),
  week: pair('周', 'week'),
  year: pair('年', 'year'),
};

export const SIMPLE_MODE_TEXTS = {
  every: pair('每{unit}', 'Every {unit}'),
  increment: pair(
    '周期：从第几{unit}开始，每隔几{unit}执行一次',
    'Increment: every few {unit}s from a start',
  ),
  specific: pair('指定（可多选）', 'Specific values (several allowed)'),
  range: pair('区间：从 … 到 …', 'Range: from … to …'),
} as const;

export const DAY_MODE_TEXTS = {
  every: pair('每日', 'Every day'),
  weekIncrement: pair('每隔几周执行，从星期几开始', 'Every few weeks, from a weekday'),
  dayIncrement: pair('每隔几天执行，从几日开始', 'Every few days, from a day'),
  weekdays: pair('具体星期几（可多选）', 'Specific weekdays (several allowed)'),
  days: pair('具体天数（可多选）', 'Specific days (several allowed)'),
  lastDay: pair('在这个月的最后一天', 'On the last day of the month'),
  lastWorkday: pair('在这个月的最后一个工作日', 'On the last working day of the month'),
  lastWeekday: pair('在这个月的最后一个星期几', 'On the last given weekday of the month'),
  beforeMonthEnd: pair('在本月底前几天', 'Some days before the end of the month'),
  nearestWorkday: pair(
    '最近的工作日（周一至周五）至本月几日',
    'The working day (Mon–Fri) nearest a day of the month',
  ),
  nthWeekday: pair('本月的第几个星期几', 'The nth given weekday of the month'),
} as const;

export const WEEK_MODE_TEXTS = {
  notSet: pair('不设置（由“日”决定）', 'Not set (the day tab decides)'),
  every: pair('每周每天', 'Every day of the week'),
  range: pair('区间：从星期几至星期几', 'Range: from one weekday to another'),
  increment: pair('循环：从星期几开始，每隔几天', 'Loop: every few days from a weekday'),
  nth: pair('本月第几个星期几', 'The nth given weekday of the month'),
  specific: pair('指定星期（可多选）', 'Specific weekdays (several allowed)'),
  last: pair('本月最后一个星期几', 'The last given weekday of the month'),
} as const;

/** 1 = Sunday … 7 = Saturday (SPEC §9). */
export const WEEKDAY_TEXTS: readonly CronUiText[] = [
  pair('星期日', 'Sunday'),
  pair('星期一', 'Monday'),
  pair('星期二', 'Tuesday'),
  pair('星期三', 'Wednesday'),
  pair('星期四', 'Thursday'),
  pair('星期五', 'Friday'),
  pair('星期六', 'Saturday'),
];

export function fill(text: string, vars: Record<string, string>): string {
  return Object.entries(vars).reduce((out, [name, value]) => out.split(`{${name}}`).join(value), text);
}
