/** Texts of the public verification page, zh-CN and en-US side by side (the page's own). */
import type { MessagePair } from '../../../shared/messages/message-pair';

export const VERIFY_TEXTS = {
  title: { 'zh-CN': '证书验证', 'en-US': 'Certificate verification' },
  intro: {
    'zh-CN': '输入证书编号，查询证书的真实性与当前状态。',
    'en-US': 'Enter a certificate number to check that it is genuine and see its current status.',
  },
  numberLabel: { 'zh-CN': '证书编号', 'en-US': 'Certificate no.' },
  numberPlaceholder: { 'zh-CN': '例如 CD-S-2026-000001', 'en-US': 'e.g. CD-S-2026-000001' },
  numberRequired: { 'zh-CN': '请输入证书编号', 'en-US': 'Please enter a certificate number' },
  submit: { 'zh-CN': '查询', 'en-US': 'Verify' },
  notFound: {
    'zh-CN': '未找到该编号的证书，请核对后重试。',
    'en-US': 'No certificate has this number. Please check it and try again.',
  },
  failed: { 'zh-CN': '查询失败，请稍后重试。', 'en-US': 'The query failed, please try again later.' },
  result: { 'zh-CN': '查询结果', 'en-US': 'Result' },
  holderName: { 'zh-CN': '证书持有人', 'en-US': 'Holder' },
  standard: { 'zh-CN': '认证标准', 'en-US': 'Standard' },
  scope: { 'zh-CN': '认证范围', 'en-US': 'Scope' },
  sites: { 'zh-CN': '认证场所', 'en-US': 'Sites' },
  status: { 'zh-CN': '证书状态', 'en-US': 'Status' },
  issueDate: { 'zh-CN': '颁证日期', 'en-US': 'Issue date' },
  validUntil: { 'zh-CN': '有效期至', 'en-US': 'Valid until' },
  none: { 'zh-CN': '无', 'en-US': 'None' },
  holderAddress: { 'zh-CN': '地址', 'en-US': 'Address' },
  decisionDate: { 'zh-CN': '认证决定日期', 'en-US': 'Decision date' },
  surveillanceDue: { 'zh-CN': '监督审核日期', 'en-US': 'Surveillance due' },
  divisionName: { 'zh-CN': '业务部门', 'en-US': 'Business division' },
  publicOnly: {
    'zh-CN': '按证书编号查询只显示公开信息；扫描证书上的二维码可查看证书的完整信息。',
    'en-US':
      'A query by number shows the public entry only; scan the QR code on the certificate to see all of its details.',
  },
  verified: {
    'zh-CN': '已通过证书上的二维码验证，以下为证书的完整信息。',
    'en-US': 'Verified through the QR code on the certificate: these are all of its details.',
  },
} satisfies Record<string, MessagePair>;
