import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMAT_NAMES, FORMATS, formatMessage, isFormatName } from './formats';

const samples: Array<[string, string[], string[]]> = [
  ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
  ['*6-16', ['abc 12', '证书编号一二', '😀😀😀😀😀😀'], ['abcde', 'a'.repeat(17), '😀😀😀']],
  ['s6-18', ['abcdef', 'ABCdefGHIjklMNOpqr'], ['abcde', 'abc123', 'a'.repeat(19)]],
  ['url', ['https://example.com', 'http://a.cn/x?y=1', 'http://localhost:8080/x'], ['example.com', 'ftp://a.com', 'http://']],
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
  ['date-time', ['2024-02-29 08:00:00', '2024-02-29T08:00:00.123456Z'], ['2024-02-29 25:00:00', '2024-02-29']],
  ['time', ['08:30', '23:59:59'], ['24:00', '8:30']],
];

describe('named formats', () => {
  it('has samples for every format', () => {
    expect(samples.map(([name]) => name).sort()).toEqual([...FORMAT_NAMES].sort());
  });
  for (const [name, valid, invalid] of samples) {
    it(`${name}: accepts ${valid.join(', ')} and refuses ${invalid.join(', ')}`, () => {
      expect(isFormatName(name)).toBe(true);
      const rule = FORMATS[name as keyof typeof FORMATS];
      for (const v of valid) expect(rule.test(v), v).toBe(true);
      for (const v of invalid) expect(rule.test(v), v).toBe(false);
    });
  }
  it('knows only its own names', () => {
    expect(isFormatName('__proto__')).toBe(false);
    expect(isFormatName('toString')).toBe(false);
    expect(formatMessage('unknown', 'zh-CN')).toBeNull();
    expect(formatMessage('constructor', 'en-US')).toBeNull();
  });
  it('are exactly the formats the entity meta schema allows', () => {
    const meta = JSON.parse(readFileSync('schemas/meta/entity.schema.json', 'utf8')) as {
      definitions: { field: { properties: { format: { enum: string[] } } } };
    };
    expect([...meta.definitions.field.properties.format.enum].sort()).toEqual([...FORMAT_NAMES].sort());
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
  });
  it('has both languages for every format', () => {
    for (const name of FORMAT_NAMES) {
      expect(FORMATS[name].message['zh-CN'].length, name).toBeGreaterThan(0);
      expect(FORMATS[name].message['en-US'].length, name).toBeGreaterThan(0);
    }
  });
});
