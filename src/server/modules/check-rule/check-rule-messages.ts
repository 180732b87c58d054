/** Answers of the check rules (SPEC §5 "rule check", §7 /sys/checkRule/checkByCode). */
export const CHECK_RULE_MSG = {
  validation: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
  badPattern: {
    'zh-CN': '正则表达式无法使用：请检查语法（不支持反向引用和前后断言）',
    'en-US': 'The regular expression cannot be used: check its syntax (no backreferences or lookaround)',
  },
  badRequest: { 'zh-CN': '请提供规则编码和要校验的值', 'en-US': 'Give the rule code and the value to check' },
  unknownCode: { 'zh-CN': '该编码不存在', 'en-US': 'The rule does not exist' },
  passed: { 'zh-CN': '校验通过', 'en-US': 'The value passes the rule' },
};
