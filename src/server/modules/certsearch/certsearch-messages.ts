/** Messages of the CertSearch export (bilingual; the field names stay the template's own, in English). */
import type { MessagePair } from '../../../shared/messages/message-pair';

export const CERTSEARCH_MSG = {
  missing: (field: string): MessagePair => ({
    'zh-CN': `必填字段“${field}”为空`,
    'en-US': `The mandatory field "${field}" is empty`,
  }),
  tooLong: (field: string, limit: number, length: number): MessagePair => ({
    'zh-CN': `“${field}”超过${limit}个字符（现为${length}个）`,
    'en-US': `"${field}" is longer than ${limit} characters (${length})`,
  }),
  badStatus: (value: string): MessagePair => ({
    'zh-CN': `证书状态“${value}”不是CertSearch接受的状态`,
    'en-US': `The certification status "${value}" is not one CertSearch accepts`,
  }),
  badDate: (field: string): MessagePair => ({
    'zh-CN': `“${field}”不是YYYYMMDD格式的日期`,
    'en-US': `"${field}" is not a date written YYYYMMDD`,
  }),
  notExportable: (count: number): MessagePair => ({
    'zh-CN': `有${count}张证书不能导出到IAF CertSearch，请先更正`,
    'en-US': `${count} certificates cannot be exported to IAF CertSearch; correct them first`,
  }),
  badFormat: { 'zh-CN': '导出格式应为xlsx或xml', 'en-US': 'The export format is xlsx or xml' } as MessagePair,
  badSince: {
    'zh-CN': '起始日期格式应为YYYY-MM-DD',
    'en-US': 'The since date is written YYYY-MM-DD',
  } as MessagePair,
  exported: (count: number, format: string): MessagePair => ({
    'zh-CN': `IAF CertSearch月度导出已生成：${count}张证书（${format}）`,
    'en-US': `The monthly IAF CertSearch export is ready: ${count} certificates (${format})`,
  }),
  exportedTitle: {
    'zh-CN': 'IAF CertSearch月度导出',
    'en-US': 'Monthly IAF CertSearch export',
  } as MessagePair,
  refusedContent: (count: number): MessagePair => ({
    'zh-CN': `本月IAF CertSearch导出未能生成：有${count}张证书不符合模板要求，请在导出页面查看原因并更正。`,
    'en-US': `This month's IAF CertSearch export was not produced: ${count} certificates do not meet the template's rules; see the export page for the reasons and correct them.`,
  }),
  reminderTitle: {
    'zh-CN': 'IAF CertSearch导出提醒',
    'en-US': 'IAF CertSearch export reminder',
  } as MessagePair,
  reminderContent: (monthEnd: string): MessagePair => ({
    'zh-CN': `本月尚未向IAF CertSearch导出证书数据（IAF MD 28要求至少每月上传一次），请于${monthEnd}前完成导出。`,
    'en-US': `No certificate data has been exported to IAF CertSearch this month (IAF MD 28 asks for an upload at least monthly); please export by ${monthEnd}.`,
  }),
};
