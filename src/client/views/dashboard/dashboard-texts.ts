/** Texts of the hand-written dashboards (analysis charts, monitor), in both languages. */
import type { MessagePair } from '../../../shared/messages/message-pair';

export const DASHBOARD_TEXTS = {
  figures: { 'zh-CN': '业务统计', 'en-US': 'Figures' },
  applicationsByStatus: { 'zh-CN': '申请状态分布', 'en-US': 'Applications by status' },
  projectsByStage: { 'zh-CN': '项目阶段分布', 'en-US': 'Projects by stage' },
  certificatesByStatus: { 'zh-CN': '证书状态分布', 'en-US': 'Certificates by status' },
  applications: { 'zh-CN': '申请', 'en-US': 'Applications' },
  projects: { 'zh-CN': '项目', 'en-US': 'Projects' },
  certificates: { 'zh-CN': '证书', 'en-US': 'Certificates' },
  dueSoon: {
    'zh-CN': '{days} 天内到期或需监督审核的证书',
    'en-US': 'Certificates expiring or due for surveillance within {days} days',
  },
  noneDue: { 'zh-CN': '暂无即将到期或需监督审核的证书', 'en-US': 'No certificate is due soon' },
  daysLeft: { 'zh-CN': '剩余 {n} 天', 'en-US': '{n} days left' },
  overdueBy: { 'zh-CN': '已逾期 {n} 天', 'en-US': 'Overdue by {n} days' },
  overdueSurveillance: { 'zh-CN': '监督审核逾期的证书', 'en-US': 'Certificates with surveillance overdue' },
  staffDues: {
    'zh-CN': '本部门 {days} 天内到期、需监督审核或监督逾期的证书',
    'en-US': 'Division certificates expiring or due for surveillance within {days} days, or overdue',
  },
  unreadNotices: { 'zh-CN': '未读消息', 'en-US': 'Unread notices' },
  pendingCompanies: { 'zh-CN': '待审核企业', 'en-US': 'Companies pending review' },
  submittedApplications: { 'zh-CN': '待受理申请', 'en-US': 'Applications to review' },
  activeProjects: { 'zh-CN': '进行中的项目', 'en-US': 'Projects in progress' },
  throughput: { 'zh-CN': '近 12 个月业务量', 'en-US': 'Throughput, last 12 months' },
  submitted: { 'zh-CN': '提交申请', 'en-US': 'Applications submitted' },
  accepted: { 'zh-CN': '受理申请', 'en-US': 'Applications accepted' },
  issued: { 'zh-CN': '颁发证书', 'en-US': 'Certificates issued' },
  certificatesByDomain: { 'zh-CN': '各业务领域颁发证书', 'en-US': 'Certificates by business domain' },
  loading: { 'zh-CN': '加载中', 'en-US': 'Loading' },
  failed: {
    'zh-CN': '统计数据暂时无法读取，请稍后刷新页面',
    'en-US': 'The figures could not be read: reload the page later',
  },
  // Login statistics (administrators)
  visits: { 'zh-CN': '访问统计', 'en-US': 'Visits' },
  todayVisitCount: { 'zh-CN': '今日访问', 'en-US': 'Visits today' },
  todayIp: { 'zh-CN': '今日 IP', 'en-US': 'Addresses today' },
  totalVisitCount: { 'zh-CN': '总访问量', 'en-US': 'Visits in all' },
  lastSevenDays: { 'zh-CN': '近 7 天访问量', 'en-US': 'Visits, last 7 days' },
  visitCount: { 'zh-CN': '访问量', 'en-US': 'Visits' },
  ipCount: { 'zh-CN': 'IP 数', 'en-US': 'Addresses' },
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
