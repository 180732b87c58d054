import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { registerFormats, registerSchemaKeywords } from './register-formats';
import { formatMessage } from './format-messages';

const samples: Array<[string, string[], string[]]> = [
  ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
  ['*6-16', ['abc 12', '证书编号一二'], ['abcde', 'a'.repeat(17)]],
  ['s6-18', ['abcdef', 'ABCdefGHIjklMNOpqr'], ['abcde', 'abc123', 'a'.repeat(19)]],
  ['url', ['https://example.com', 'http://a.cn/x?y=1'], ['example.com', 'ftp://a.com', 'http://']],
  ['e', ['a.b@example.com'], ['a@b', 'a b@c.com', 'abc']],
  ['email', ['x_y@cert.org.cn'], ['x@']],
  ['m', ['13800138000', '19912345678'], ['12800138000', '1380013800', '138001380001']],
  ['mobile', ['15012345678'], ['10012345678']],
  ['p', ['100080'], ['010080', '10008', '1000800']],
  ['s', ['abcXYZ'], ['abc1', '中文']],
  ['n', ['12', '-3.5', '0.25'], ['1.', 'a', '1e3']],
  ['z', ['12', '-7'], ['1.5', 'x']],
  ['*', ['x', ' a '], ['   ']],
  ['money', ['0', '12', '12.5', '1234.56'], ['12.345', '-1', '01.5', '1.']],
  ['username', ['admin', 'user_01', 'a'.repeat(18)], ['abc', 'a'.repeat(19), 'user-1', '用户名称']],
  ['password', ['Abc12345!'], ['abc12345', 'Ab1!']],
  ['date', ['2024-02-29'], ['2023-02-29', '2024-1-1']],
  ['date-time', ['2024-02-29 08:00:00'], ['2024-02-29 25:00:00']],
];

const ajv = registerSchemaKeywords(registerFormats(new Ajv({ allErrors: true, strict: true })));

describe('registered formats', () => {
  for (const [format, valid, invalid] of samples) {
    it(`${format}: accepts ${valid.join(', ')} and refuses ${invalid.join(', ')}`, () => {
      const validate = ajv.compile({ type: 'string', format });
      for (const v of valid) expect(validate(v), v).toBe(true);
      for (const v of invalid) {
        expect(validate(v), v).toBe(false);
        expect(validate.errors?.[0]?.keyword).toBe('format');
      }
    });
  }
  it('lets an empty string pass (required decides)', () => {
    expect(ajv.compile({ type: 'string', format: 'm' })('')).toBe(true);
  });
  it('accepts entity documents with x- keywords under strict mode', () => {
    const validate = ajv.compile({
      type: 'object',
      properties: { phone: { type: 'string', format: 'mobile', 'x-unique': true, 'x-column': 'phone' } },
    });
    expect(validate({ phone: '13800138000' })).toBe(true);
  });
});

describe('format messages', () => {
  it('uses JeecgBoot Chinese texts and English pairs', () => {
    expect(formatMessage('n6-16', 'zh-CN')).toBe('请输入6到16位数字!');
    expect(formatMessage('*6-16', 'zh-CN')).toBe('请输入6到16位任意字符!');
    expect(formatMessage('s6-18', 'zh-CN')).toBe('请输入6到18位字母!');
    expect(formatMessage('url', 'zh-CN')).toBe('请输入正确的网址!');
    expect(formatMessage('e', 'zh-CN')).toBe('请输入正确的电子邮件!');
    expect(formatMessage('m', 'zh-CN')).toBe('请输入正确的手机号码!');
    expect(formatMessage('p', 'zh-CN')).toBe('请输入正确的邮政编码!');
    expect(formatMessage('s', 'zh-CN')).toBe('请输入字母!');
    expect(formatMessage('n', 'zh-CN')).toBe('请输入数字!');
    expect(formatMessage('z', 'zh-CN')).toBe('请输入整数!');
    expect(formatMessage('*', 'zh-CN')).toBe('该字段不能为空!');
    expect(formatMessage('money', 'zh-CN')).toBe('请输入正确的金额!');
    expect(formatMessage('mobile', 'en-US')).toBe('Please enter a valid mobile number!');
    expect(formatMessage('unknown', 'zh-CN')).toBeNull();
    expect(formatMessage('__proto__', 'zh-CN')).toBeNull();
  });
});
