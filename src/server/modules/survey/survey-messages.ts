/** The survey module's answers (zh-CN / en-US) and the system message of a published survey. */
import type { MessagePair } from '../../http/i18n';
import { htmlText } from '../../../shared/text/html-escape';

export const SURVEY_MSG = {
  badState: { 'zh-CN': '当前状态不允许此操作', 'en-US': 'This action is not allowed in the current state' },
  onlyDraft: {
    'zh-CN': '只能修改或删除草稿状态的调查',
    'en-US': 'Only draft surveys can be changed or deleted',
  },
  notOpen: { 'zh-CN': '该调查未发布或已关闭，不能填写', 'en-US': 'This survey is not open for answers' },
  answeredAlready: {
    'zh-CN': '贵企业已填写过该调查',
    'en-US': 'Your company has answered this survey already',
  },
  noCompany: { 'zh-CN': '当前账号未关联企业', 'en-US': 'This account belongs to no company' },
  invalid: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
  published: { 'zh-CN': '已发布', 'en-US': 'Published' },
  closed: { 'zh-CN': '已关闭', 'en-US': 'Closed' },
  answered: { 'zh-CN': '提交成功，感谢您的反馈', 'en-US': 'Thank you: your answers are in' },
} as const satisfies Record<string, MessagePair>;

/** "第2题（q2）：…" — which question a problem is about, in the request language. */
export function questionLabel(index: number, key: string | null): MessagePair {
  const zh = index >= 0 ? `第${index + 1}题${key ? `（${key}）` : ''}` : key ? `问题 ${key}` : '问卷';
  const en =
    index >= 0 ? `Question ${index + 1}${key ? ` (${key})` : ''}` : key ? `Question ${key}` : 'Questionnaire';
  return { 'zh-CN': zh, 'en-US': en };
}

/** The system message of a published survey, one text per language (each reader sees their own). */
export function publishedMessage(
  title: string,
  titleEn: string | null,
): { title: MessagePair; content: MessagePair } {
  return {
    title: { 'zh-CN': `满意度调查：${title}`, 'en-US': `Satisfaction survey: ${titleEn || title}` },
    // Shown as HTML: the survey's titles go in as text.
    content: {
      'zh-CN': htmlText`新的满意度调查“${title}”已发布，请在“满意度调查”中填写。`,
      'en-US': htmlText`A new satisfaction survey "${titleEn || title}" is open: answer it under Satisfaction survey.`,
    },
  };
}
