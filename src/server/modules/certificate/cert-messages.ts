/** Messages of the certificate routes (bilingual; SPEC gives no Chinese text for these). */
import type { MessagePair } from '../../http/i18n';
import { htmlText } from '../../../shared/text/html-escape';

export const CERT_MSG = {
  notFound: { 'zh-CN': '证书不存在', 'en-US': 'Certificate not found' },
  projectNotFound: { 'zh-CN': '项目不存在', 'en-US': 'Project not found' },
  noDecision: {
    'zh-CN': '项目尚未完成认证决定，不能颁发证书',
    'en-US': 'The project has no certification decision yet, so no certificate can be issued',
  },
  alreadyIssued: { 'zh-CN': '该项目已有有效证书', 'en-US': 'The project already has a valid certificate' },
  stateRefused: {
    'zh-CN': '当前状态不允许此操作',
    'en-US': 'This action is not allowed in the current state',
  },
  issueBeforeDecision: {
    'zh-CN': '颁证日期不能早于认证决定日期',
    'en-US': 'The issue date cannot be before the decision date',
  },
  decisionRequired: { 'zh-CN': '请填写认证决定日期', 'en-US': 'Please enter the decision date' },
  validUntilBeforeIssue: {
    'zh-CN': '有效期至须晚于颁证日期',
    'en-US': 'The valid-until date must be after the issue date',
  },
  badDate: { 'zh-CN': '日期格式应为YYYY-MM-DD', 'en-US': 'Dates are written YYYY-MM-DD' },
  unknownAction: { 'zh-CN': '未知的操作', 'en-US': 'Unknown action' },
  noSurveillanceLeft: {
    'zh-CN': '该证书没有待记录的监督审核',
    'en-US': 'This certificate has no surveillance audit left to record',
  },
  auditInFuture: {
    'zh-CN': '审核完成日期不能晚于今天',
    'en-US': 'The audit date cannot be later than today',
  },
  auditBeforeIssue: {
    'zh-CN': '审核完成日期不能早于颁证日期',
    'en-US': 'The audit date cannot be earlier than the issue date',
  },
  /** The certificate list's flag column ({n}: days since the due date). */
  surveillanceOverdue: { 'zh-CN': '监督审核逾期 {n} 天', 'en-US': 'Surveillance overdue by {n} days' },
  required: { 'zh-CN': '该字段不能为空!', 'en-US': 'This field cannot be empty!' },
  issued: { 'zh-CN': '证书已颁发', 'en-US': 'Certificate issued' },
  reissued: { 'zh-CN': '证书已换发', 'en-US': 'Certificate reissued' },
  statusChanged: { 'zh-CN': '证书状态已变更', 'en-US': 'Certificate status changed' },
  noPublicBaseUrl: {
    'zh-CN': '未配置证书验证地址（PUBLIC_BASE_URL），暂不能生成证书PDF，请联系管理员',
    'en-US':
      'The certificate verification address (PUBLIC_BASE_URL) is not configured, so certificate PDFs cannot be issued; please contact the administrator',
  },
} satisfies Record<string, MessagePair>;

/**
 * System messages to the company, one text per language (each reader sees their own). The title is
 * plain text; the content is shown as HTML, so every value in it goes through htmlText.
 */
export function issuedNotice(
  no: string,
  projectName: string | null,
): { title: MessagePair; content: MessagePair } {
  const project = projectName ?? '';
  return {
    title: { 'zh-CN': `证书已颁发：${no}`, 'en-US': `Certificate issued: ${no}` },
    content: {
      'zh-CN': htmlText`项目「${project}」的证书 ${no} 已颁发。`,
      'en-US': htmlText`The certificate ${no} of the project "${project}" has been issued.`,
    },
  };
}
