/** The home page's "at a glance" texts (customer side), in both languages. */
import type { MessagePair } from '../../../shared/messages/message-pair';

export const GLANCE_TEXTS = {
  heading: { 'zh-CN': '我的业务概览', 'en-US': 'My business at a glance' },
  applications: { 'zh-CN': '进行中的申请', 'en-US': 'Open applications' },
  projects: { 'zh-CN': '我的项目', 'en-US': 'My projects' },
  certificates: { 'zh-CN': '我的证书', 'en-US': 'My certificates' },
  viewAll: { 'zh-CN': '查看全部', 'en-US': 'View all' },
  loading: { 'zh-CN': '加载中', 'en-US': 'Loading' },
  failed: { 'zh-CN': '暂时无法读取，请稍后刷新页面', 'en-US': 'Could not be read: reload the page later' },
  noApplications: {
    'zh-CN': '暂无进行中的申请。点击上方的业务板块即可在线申请。',
    'en-US': 'No open application. Choose a business section above to apply online.',
  },
  noProjects: {
    'zh-CN': '暂无项目。申请受理后，项目及其当前阶段会显示在这里。',
    'en-US': 'No project yet. Once an application is accepted, its projects and their stages show here.',
  },
  noCertificates: {
    'zh-CN': '暂无证书。项目通过认证决定后颁发的证书会显示在这里。',
    'en-US': 'No certificate yet. Certificates issued after a certification decision show here.',
  },
  nonconformities: { 'zh-CN': '待整改的不符合项', 'en-US': 'Open nonconformities' },
  noNonconformities: {
    'zh-CN': '暂无待整改的不符合项。审核组开具的不符合项会显示在这里，请在线答复。',
    'en-US':
      'No open nonconformity. Nonconformities the audit team raises show here for you to answer online.',
  },
  validUntil: { 'zh-CN': '有效期至', 'en-US': 'Valid until' },
  stage: { 'zh-CN': '当前阶段', 'en-US': 'Current stage' },
  customersApply: {
    'zh-CN': '{section}：在线申请由企业客户账号办理',
    'en-US': '{section}: companies apply online with their customer accounts',
  },
} as const satisfies Record<string, MessagePair>;
