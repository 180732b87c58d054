/** The company module's answers (zh-CN / en-US); the activation steps' own texts are cust_company's x-workflow. */
import { htmlText } from '../../../shared/text/html-escape';
import type { MessagePair } from '../../../shared/messages/message-pair';

export const MSG = {
  noCompany: { 'zh-CN': '当前账号未关联企业', 'en-US': 'This account belongs to no company' },
  nameRequired: { 'zh-CN': '请输入企业名称', 'en-US': 'Enter the company name' },
  nameTooLong: { 'zh-CN': '企业名称最多50个字符', 'en-US': 'The company name is at most 50 characters' },
  creditCodeBad: {
    'zh-CN': '统一社会信用代码格式不正确（18位，校验码须正确）',
    'en-US': 'The unified social credit code is invalid (18 characters with a correct check character)',
  },
  areaBad: { 'zh-CN': '请选择有效的省/市/区', 'en-US': 'Choose a valid province / city / district' },
  addressTooLong: { 'zh-CN': '地址最多120个字符', 'en-US': 'The address is at most 120 characters' },
  licenceBad: {
    'zh-CN': '营业执照须为本企业上传的 png 或 jpg 图片，且不超过20MB',
    'en-US': 'The business licence must be a png or jpg image of at most 20 MB uploaded by your company',
  },
  required: { 'zh-CN': '提交审核前请填写此项', 'en-US': 'Fill this in before submitting for review' },
  licenceRequired: {
    'zh-CN': '提交审核前请上传营业执照',
    'en-US': 'Upload the business licence before submitting for review',
  },
  incomplete: {
    'zh-CN': '企业信息不完整，请先完善企业信息并上传营业执照',
    'en-US': 'The company info is incomplete: complete it and upload the business licence first',
  },
  alreadyActivated: { 'zh-CN': '企业已激活，无需提交审核', 'en-US': 'The company is already activated' },
  saved: { 'zh-CN': '保存成功', 'en-US': 'Saved' },
  savedForReview: {
    'zh-CN': '保存成功，企业信息已变更，需重新审核',
    'en-US': 'Saved: the company info changed and goes back to review',
  },
} as const;

/** The system messages to the company's accounts, one text per language (each reader sees their own). */
export function decisionMessage(
  decision: 'approved' | 'rejected',
  companyName: string,
  reason?: string,
): { title: MessagePair; content: MessagePair } {
  // The content is shown as HTML: the customer's company name and the reviewer's reason go in as text.
  if (decision === 'approved') {
    return {
      title: { 'zh-CN': `企业激活审核通过：${companyName}`, 'en-US': `Company activated: ${companyName}` },
      content: {
        'zh-CN': htmlText`贵企业“${companyName}”的企业信息已审核通过，现在可以在线申请。`,
        'en-US': htmlText`Your company "${companyName}" has been activated: you can apply online now.`,
      },
    };
  }
  return {
    title: {
      'zh-CN': `企业激活审核未通过：${companyName}`,
      'en-US': `Company activation failed: ${companyName}`,
    },
    content: {
      'zh-CN': htmlText`贵企业“${companyName}”的企业信息审核未通过，原因：${reason}。请修改后重新提交审核。`,
      'en-US': htmlText`The activation of "${companyName}" was refused: ${reason}. Correct the company info and submit it again.`,
    },
  };
}
