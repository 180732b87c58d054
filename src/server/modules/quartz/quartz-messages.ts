/** Answers of the scheduled jobs API. */
import type { MessagePair } from '../../http/i18n';

export const QUARTZ_MSG = {
  validation: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
  unknownJob: (name: string): MessagePair => ({
    'zh-CN': `任务“${name}”不在允许的任务列表中`,
    'en-US': `"${name}" is not one of the registered jobs`,
  }),
  unknownTimeZone: (zone: string): MessagePair => ({
    'zh-CN': `“${zone}”不是有效的时区，请填写IANA时区名，如 Asia/Shanghai`,
    'en-US': `"${zone}" is not a time zone; enter an IANA zone name such as Asia/Shanghai`,
  }),
  jobNotFound: { 'zh-CN': '定时任务不存在', 'en-US': 'The scheduled job does not exist' },
  paused: { 'zh-CN': '暂停定时任务成功', 'en-US': 'The scheduled job is paused' },
  resumed: { 'zh-CN': '启动定时任务成功', 'en-US': 'The scheduled job is running' },
  executed: { 'zh-CN': '执行成功!', 'en-US': 'Run finished' },
  executeFailed: { 'zh-CN': '执行失败', 'en-US': 'The run failed' },
} satisfies Record<string, MessagePair | ((...args: string[]) => MessagePair)>;
