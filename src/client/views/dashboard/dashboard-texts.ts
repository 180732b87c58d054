/** Texts of the hand-written monitor dashboard, in both languages (the home figures' are in their schema). */
import type { MessagePair } from '../../../shared/messages/message-pair';

export const DASHBOARD_TEXTS = {
  loading: { 'zh-CN': '加载中', 'en-US': 'Loading' },
  failed: {
    'zh-CN': '统计数据暂时无法读取，请稍后刷新页面',
    'en-US': 'The figures could not be read: reload the page later',
  },
  // Monitor
  monitor: { 'zh-CN': '系统监控', 'en-US': 'System monitor' },
  monitorIntro: {
    'zh-CN': '本服务进程的运行情况，每 10 秒刷新一次。',
    'en-US': 'This server process, refreshed every 10 seconds.',
  },
  uptime: { 'zh-CN': '运行时间', 'en-US': 'Uptime' },
  rss: { 'zh-CN': '常驻内存', 'en-US': 'Resident memory' },
  heap: { 'zh-CN': '堆内存（已用/总计）', 'en-US': 'Heap (used / total)' },
  loopDelay: { 'zh-CN': '事件循环延迟 p99', 'en-US': 'Event-loop delay p99' },
  loopDelayDetail: { 'zh-CN': '平均 {mean} ms · 最大 {max} ms', 'en-US': 'mean {mean} ms · max {max} ms' },
  requests: { 'zh-CN': '近 15 分钟请求数', 'en-US': 'Requests, last 15 minutes' },
  requestCount: { 'zh-CN': '请求', 'en-US': 'Requests' },
  errorCount: { 'zh-CN': '错误 (5xx)', 'en-US': 'Errors (5xx)' },
  database: { 'zh-CN': '数据库', 'en-US': 'Database' },
  redis: { 'zh-CN': 'Redis', 'en-US': 'Redis' },
  healthy: { 'zh-CN': '正常', 'en-US': 'Healthy' },
  unhealthy: { 'zh-CN': '异常', 'en-US': 'Failing' },
  notConfigured: { 'zh-CN': '未配置', 'en-US': 'Not configured' },
  lastUpdated: { 'zh-CN': '更新于 {time}', 'en-US': 'Updated at {time}' },
} as const satisfies Record<string, MessagePair>;

export type DashboardTextKey = keyof typeof DASHBOARD_TEXTS;

export function fillText(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
