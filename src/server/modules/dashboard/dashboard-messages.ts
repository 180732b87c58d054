/** Texts of the dashboard routes (both languages; the request's is answered). */
export const DASHBOARD_MSG = {
  staffOnly: { 'zh-CN': '仅限内部员工查看', 'en-US': 'Only staff may view this' },
  expiry: { 'zh-CN': '证书到期', 'en-US': 'Certificate expires' },
  surveillance1: { 'zh-CN': '第一次监督审核', 'en-US': 'First surveillance audit' },
  surveillance2: { 'zh-CN': '第二次监督审核', 'en-US': 'Second surveillance audit' },
  nextSubmit: { 'zh-CN': '完善并提交申请', 'en-US': 'Complete and submit the application' },
  nextWaitReview: { 'zh-CN': '等待受理', 'en-US': 'Waiting for review' },
  nextStage: { 'zh-CN': '当前阶段：{stage}', 'en-US': 'Current stage: {stage}' },
  nextReviewApply: { 'zh-CN': '受理或驳回申请', 'en-US': 'Accept or reject the application' },
  nextReviewCompany: { 'zh-CN': '审核企业信息', 'en-US': 'Review the company' },
  nextAdvance: { 'zh-CN': '推进项目阶段（当前：{stage}）', 'en-US': 'Advance the project (now: {stage})' },
  pending: { 'zh-CN': '待审核', 'en-US': 'Pending review' },
  nextDue: { 'zh-CN': '{date} 到期，剩余 {n} 天', 'en-US': 'Due on {date}, {n} days left' },
  nextOverdue: {
    'zh-CN': '{date} 已到期，逾期 {n} 天：安排监督审核或暂停证书',
    'en-US': 'Due on {date}, overdue by {n} days: arrange the surveillance audit or suspend the certificate',
  },
} as const;
