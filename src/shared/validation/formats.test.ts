import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMAT_NAMES, FORMATS, formatMessage, isFormatName } from './formats';

const samples: Array<[string, string[], string[]]> = [
  ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
  ['*6-16', ['abc 12', '证书编号一二', '😀😀😀😀😀😀'], ['abcde', 'a'.repeat(17), '😀😀😀']],
  ['s6-18', ['abcdef', 'ABCdefGHIjklMNOpqr'], ['abcde', 'abc123', 'a'.repeat(19)]],
  [
    'url',
    ['https://example.com', 'http://a.cn/x?y=1', 'http://localhost:8080/x'],
    ['example.com', 'ftp://a.com', 'http://'],
  ],
  ['e', ['a.b@example.com'], ['a@b', 'a b@c.com', 'abc']],
  ['email', ['x_y@cert.org.cn'], ['x@']],
  ['m', ['13800138000', '19912345678'], ['12800138000', '1380013800', '138001380001']],
  ['mobile', ['15012345678'], ['10012345678']],
  [
    'telephone',
    ['62345678', '6234567', '010-62345678', '075583456789', '(021)52345678', '020-82345678-123'],
    ['13800138000', '02345678', '010-1234567', '010-623456789', '(010-62345678', '010-62345678-'],
  ],
  [
    'phone',
    ['13800138000', '010-62345678', '0755-8345678'],
    ['12345', '12800138000', '010-01234567', 'tel 62345678'],
  ],
  [
    'id-card',
    ['11010519491231002X', '11010519491231002x', '44030519900101123X'],
    [
      '110105194912310021',
      '11010519491331002X',
      '01010519491231002X',
      '110105491231002',
      '11010519491231002Y',
    ],
  ],
  [
    'bank-card',
    ['6222021234567890', '1234567890', '12345678901234567890'],
    ['123456789', '123456789012345678901', '6222 0212 3456 7890', '622202123456789a'],
  ],
  ['qq', ['10000', '12345678901'], ['1234', '123456789012', '01234567', 'qq12345']],
  [
    'zh-en-text',
    ['张三', 'Li Lei', '张 San', '中'.repeat(100)],
    ['张', '  ', '张三1', '张_三', '中'.repeat(101)],
  ],
  ['en-digits', ['a', 'ISO9001', 'A'.repeat(20)], ['ISO 9001', 'A'.repeat(21), '证书1', 'a-1']],
  ['digit-lines', ['123', '1\n2\n3', '1\r\n2\r\n'], ['\n\n', '1 2', '1,2', '1\na']],
  ['p', ['100080'], ['010080', '10008', '1000800']],
  ['s', ['abcXYZ'], ['abc1', '中文']],
  ['n', ['12', '-3.5', '0.25'], ['1.', 'a', '1e3']],
  ['z', ['12', '-7'], ['1.5', 'x']],
  ['*', ['x', ' a '], ['   ']],
  ['money', ['0', '12', '12.5', '1234.56'], ['12.345', '-1', '01.5', '1.']],
  ['username', ['admin', 'user_01', 'a'.repeat(18)], ['abc', 'a'.repeat(19), 'user-1', '用户名称']],
  ['password', ['Abc12345!'], ['abc12345', 'Ab1!']],
  ['date', ['2024-02-29'], ['2023-02-29', '2024-1-1']],
  [
    'date-time',
    ['2024-02-29 08:00:00', '2024-02-29T08:00:00.123456Z'],
    ['2024-02-29 25:00:00', '2024-02-29'],
  ],
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
    expect(formatMessage('telephone', 'zh-CN')).toBe('请输入正确的电话号码!');
    expect(formatMessage('phone', 'zh-CN')).toBe('请输入正确的手机号码或电话号码!');
    expect(formatMessage('id-card', 'zh-CN')).toBe('请输入正确的身份证号码!');
    expect(formatMessage('bank-card', 'zh-CN')).toBe('请输入10到20位数字的银行卡号!');
    expect(formatMessage('qq', 'zh-CN')).toBe('请输入正确的QQ号码!');
  });
  it('has both languages for every format', () => {
    for (const name of FORMAT_NAMES) {
      expect(FORMATS[name].message['zh-CN'].length, name).toBeGreaterThan(0);
      expect(FORMATS[name].message['en-US'].length, name).toBeGreaterThan(0);
    }
  });
});
