/** Messages of the online reports (zh-CN first; SPEC §5 where it has the text). */
export const REPORT_MSG = {
  notFound: { 'zh-CN': '报表不存在', 'en-US': 'The report does not exist' },
  invalid: { 'zh-CN': '报表定义校验失败', 'en-US': 'The report definition is invalid' },
  broken: {
    'zh-CN': '报表定义与当前实体不一致，请修改报表配置',
    'en-US': 'The report definition no longer matches its entities; please correct the report configuration',
  },
  exportTitle: { 'zh-CN': '报表', 'en-US': 'Report' },
} as const;
