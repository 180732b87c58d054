/** A refused list parameter: always names the parameter, in both languages (answered as 400). */
export class QueryError extends Error {
  constructor(
    readonly param: string,
    readonly text: { 'zh-CN': string; 'en-US': string },
  ) {
    super(text['en-US']);
  }
}

export const queryErrors = {
  unknown: (p: string) =>
    new QueryError(p, { 'zh-CN': `不支持的查询参数: ${p}`, 'en-US': `Unknown query parameter: ${p}` }),
  notFilterable: (p: string) =>
    new QueryError(p, { 'zh-CN': `该字段不允许查询: ${p}`, 'en-US': `This field cannot be filtered: ${p}` }),
  badValue: (p: string) =>
    new QueryError(p, {
      'zh-CN': `查询参数值无效: ${p}`,
      'en-US': `Invalid value for query parameter: ${p}`,
    }),
  repeated: (p: string) =>
    new QueryError(p, {
      'zh-CN': `查询参数重复: ${p}`,
      'en-US': `Query parameter given more than once: ${p}`,
    }),
  badSort: (p: string) =>
    new QueryError(p, { 'zh-CN': `不支持的排序字段: ${p}`, 'en-US': `Unsupported sort field: ${p}` }),
  badRule: (p: string) =>
    new QueryError(p, { 'zh-CN': `不支持的查询规则: ${p}`, 'en-US': `Unsupported query rule: ${p}` }),
};
