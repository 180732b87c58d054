/** Answers of the numbering rules (JeecgBoot's SysFillRuleController wording on the zh-CN side where it has one). */
import type { MessagePair } from '../../http/i18n';
import type { PatternProblem } from '../../../shared/fill-rule/pattern-tokens';
import { MAX_PATTERN_LENGTH, MAX_SEQ_WIDTH } from '../../../shared/fill-rule/pattern-tokens';

const TOKENS = '{yyyy} {yy} {MM} {dd} {HH} {mm} {ss} {orgCode} {username} {field:name} {seq:N}';

export const FILL_RULE_MSG = {
  validation: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
  unknownCode: { 'zh-CN': '该编码不存在', 'en-US': 'The rule does not exist' },
  badCode: { 'zh-CN': '规则编码不合法', 'en-US': 'The rule code is not valid' },
  tooLong: (code: string, max: number): MessagePair => ({
    'zh-CN': `填值规则【${code}】生成的编号超出字段长度（${max}）`,
    'en-US': `The number made by rule "${code}" is longer than the field allows (${max})`,
  }),
  inUse: (forms: string): MessagePair => ({
    'zh-CN': `在线表单 ${forms} 的默认值仍在使用该规则，不能删除`,
    'en-US': `The online forms ${forms} still use the rule as a default value: it cannot be deleted`,
  }),
  systemRule: (code: string): MessagePair => ({
    'zh-CN': `填值规则【${code}】用于系统编号（项目、证书、申请），不能删除；可修改其名称、格式和重置周期`,
    'en-US': `The rule "${code}" numbers projects, certificates or applications: it cannot be deleted (its name, pattern and reset can be edited)`,
  }),
  preview: (value: string): MessagePair => ({
    'zh-CN': `下一个编号：${value}（预览，未取号）`,
    'en-US': `Next number: ${value} (a preview: not used up)`,
  }),
  missingRule: (code: string): MessagePair => ({
    'zh-CN': `默认值引用的填值规则【${code}】不存在，请先在 系统管理 → 填值规则 中创建`,
    'en-US': `The numbering rule "${code}" named by the default value does not exist: create it under System → Numbering rules first`,
  }),
};

/** The message of each reason a pattern is refused; `token` names the offending placeholder. */
export function patternProblemText(problem: PatternProblem, token?: string): MessagePair {
  const named = token ?? '';
  switch (problem) {
    case 'empty':
      return { 'zh-CN': '编号格式不能为空', 'en-US': 'The pattern is empty' };
    case 'tooLong':
      return {
        'zh-CN': `编号格式不能超过 ${MAX_PATTERN_LENGTH} 个字符`,
        'en-US': `The pattern has more than ${MAX_PATTERN_LENGTH} characters`,
      };
    case 'control':
      return {
        'zh-CN': '编号格式不能包含换行等控制字符',
        'en-US': 'The pattern holds a line break or another control character',
      };
    case 'unclosed':
      return { 'zh-CN': '编号格式的花括号不成对', 'en-US': 'The pattern has an unmatched brace' };
    case 'unknownToken':
      return {
        'zh-CN': `未知的占位符 ${named}，可用：${TOKENS}`,
        'en-US': `Unknown placeholder ${named}; available: ${TOKENS}`,
      };
    case 'seqWidth':
      return {
        'zh-CN': `流水号占位符 ${named} 应写作 {seq:N}，N 为 1–${MAX_SEQ_WIDTH}`,
        'en-US': `The counter ${named} must read {seq:N} with N from 1 to ${MAX_SEQ_WIDTH}`,
      };
    case 'noSeq':
      return {
        'zh-CN': '编号格式必须包含一个流水号 {seq:N}',
        'en-US': 'The pattern needs one counter {seq:N}',
      };
    case 'manySeq':
      return {
        'zh-CN': '编号格式只能包含一个流水号 {seq:N}',
        'en-US': 'The pattern may hold only one counter {seq:N}',
      };
    case 'resetNeedsDate':
      return {
        'zh-CN':
          '按年/月/日重置流水号时，编号格式须包含对应的日期（年 {yyyy} 或 {yy}，月 {MM}，日 {dd}），否则编号会重复',
        'en-US':
          'A counter that restarts every year/month/day needs that period in the pattern (year {yyyy} or {yy}, month {MM}, day {dd}), or numbers would repeat',
      };
  }
}
