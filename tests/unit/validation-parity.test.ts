/**
 * One schema, both sides (DESIGN principle 1): the server's write validation (ajv, compiled on the
 * server) and the browser's form validator (interpreted, CSP-safe) must fail the same fields with
 * the same words. Each sample goes through the real paths: entityValidator + request.t on the
 * server; buildFormSchema + formValidator + transformErrors in the form.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveEntity } from '../../src/shared/schema/registry';
import { checkEntityDocument } from '../../src/shared/schema/meta-check';
import { resolveText } from '../../src/shared/schema/i18n';
import { entityValidator } from '../../src/shared/schema/validate';
import type { EntitySchema, I18nText, Locale, PageSchema } from '../../src/shared/schema/types';
import { FORMAT_NAMES, FORMATS } from '../../src/shared/validation/formats';
import { buildFormSchema } from '../../renderers/form/build-form-schema';
import { formValidator } from '../../renderers/form/validator/form-validator';
import { transformErrors } from '../../renderers/form/transform-errors';

type Data = Record<string, unknown>;
type Outcome = Record<string, string>;

/** A property name for a format (names are ^[a-z][A-Za-z0-9]*$). */
const fieldOf = (format: string) =>
  `f${[...format].map((c) => (/[A-Za-z0-9]/.test(c) ? c : `x${c.charCodeAt(0)}`)).join('')}`;

const probe = checkEntityDocument('probe.json', {
  $id: 'probe',
  type: 'object',
  title: { 'zh-CN': '探针', 'en-US': 'Probe' },
  'x-table': 'probe',
  'x-api': '/probe',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:probe:list' },
  required: ['name', 'qty', 'tags'],
  properties: {
    name: { type: 'string', title: { 'zh-CN': '名称', 'en-US': 'Name' }, minLength: 1, maxLength: 5 },
    nick: { type: 'string', title: { 'zh-CN': '昵称', 'en-US': 'Nickname' }, minLength: 2 },
    code: {
      type: 'string',
      title: '编码',
      pattern: '^[A-Z]{2}-\\d+$',
      'x-message': { 'zh-CN': '编码如 AB-1', 'en-US': 'Codes look like AB-1' },
    },
    han: { type: 'string', title: '汉字', pattern: '^\\p{Script=Han}+$' },
    qty: { type: 'integer', title: { 'zh-CN': '数量', 'en-US': 'Quantity' }, minimum: 1, maximum: 10 },
    price: { type: 'number', title: '价格', minimum: 0 },
    flag: { type: 'boolean', title: '标记' },
    sex: { type: 'string', title: '性别', enum: ['1', '2'] },
    level: { type: 'integer', title: '级别', enum: [1, 2, 3] },
    tags: {
      type: 'array',
      title: { 'zh-CN': '标签', 'en-US': 'Tags' },
      items: { type: 'string', enum: ['a', 'b', 'c'] },
      minItems: 1,
      maxItems: 2,
    },
    nums: { type: 'array', title: '数字', items: { type: 'integer' } },
    mobileX: { type: 'string', title: '联系电话', format: 'mobile', 'x-message': '联系电话不对' },
    ...Object.fromEntries(
      FORMAT_NAMES.map((f) => [fieldOf(f), { type: 'string', title: `格式${f}`, format: f }]),
    ),
  },
  additionalProperties: false,
});

const base: Data = { name: 'ok', qty: 1, tags: ['a'] };

/** [label, data] — valid and invalid values for every keyword and format. */
const samples: Array<[string, Data]> = [
  ['valid minimum', base],
  [
    'every field valid',
    {
      ...base,
      nick: 'ab',
      code: 'AB-12',
      han: '证书',
      price: 0,
      flag: false,
      sex: '2',
      level: 3,
      nums: [1, 2],
      mobileX: '13800138000',
    },
  ],
  ['required missing', {}],
  ['required empty and null', { name: '', qty: null, tags: ['a'] }],
  ['empty optional values have no value', { ...base, nick: '', code: null, sex: '', [fieldOf('m')]: '' }],
  ['valid: five emoji fit maxLength 5 (code points)', { ...base, name: '😀😀😀😀😀' }],
  ['maxLength exceeded', { ...base, name: '证书编号一二' }],
  ['minLength', { ...base, nick: 'a' }],
  ['pattern with x-message', { ...base, code: 'ab-1' }],
  ['pattern with the u flag', { ...base, han: 'abc' }],
  ['pattern passes', { ...base, han: '汉字' }],
  ['minimum and maximum', { ...base, qty: 0, price: -0.5 }],
  ['maximum', { ...base, qty: 11 }],
  ['integer type', { ...base, qty: 1.5 }],
  ['number type', { ...base, price: '3' }],
  ['boolean type', { ...base, flag: 'true' }],
  ['string enum', { ...base, sex: '3' }],
  ['integer enum', { ...base, level: 4 }],
  ['minItems', { ...base, tags: [] }],
  ['maxItems and first failure wins', { ...base, tags: ['a', 'b', 'x'] }],
  ['item enum', { ...base, tags: ['x'] }],
  ['item type', { ...base, nums: [1, 'two'] }],
  ['array type', { ...base, nums: 3 }],
  ['format with x-message', { ...base, mobileX: '123' }],
  ['maxLength before format', { ...base, name: 'toolongname' }],
];

const formatSamples: Record<string, [string, string]> = {
  'n6-16': ['123456', '12345'],
  '*6-16': ['abc 12', 'abc'],
  's6-18': ['abcdef', 'abc123'],
  url: ['https://example.com/x', 'example.com'],
  e: ['a.b@example.com', 'a@b'],
  email: ['x@cert.org.cn', 'x@'],
  m: ['13800138000', '12800138000'],
  mobile: ['15012345678', '1501234567'],
  telephone: ['010-62345678', '010-1234567'],
  phone: ['0755-83456789', '12345'],
  'id-card': ['11010519491231002X', '110105194912310021'],
  'bank-card': ['6222021234567890', '123456789'],
  qq: ['10000', '01234'],
  'zh-en-text': ['张 San', '张'],
  'en-digits': ['ISO9001', 'ISO 9001'],
  'digit-lines': ['1\n2', '1,2'],
  p: ['100080', '010080'],
  s: ['abc', 'abc1'],
  n: ['-3.5', '1.'],
  z: ['-7', '1.5'],
  '*': ['x', '   '],
  money: ['12.50', '12.345'],
  username: ['user_01', 'ab'],
  password: ['Abc12345!', 'abc12345'],
  date: ['2024-02-29', '2023-02-29'],
  'date-time': ['2024-02-29 08:00:00', '2024-02-29 25:00:00'],
  time: ['08:30', '24:00'],
};
for (const format of FORMAT_NAMES) {
  const pair = formatSamples[format];
  if (!pair) throw new Error(`no sample for format ${format}`);
  samples.push([`format ${format} valid`, { ...base, [fieldOf(format)]: pair[0] }]);
  samples.push([`format ${format} invalid`, { ...base, [fieldOf(format)]: pair[1] }]);
}

const page = (entity: EntitySchema): PageSchema => ({
  $id: 'p',
  kind: 'list',
  title: 'p',
  entity: entity.$id,
  api: {},
});

function serverOutcome(entity: EntitySchema, data: Data, locale: Locale): Outcome {
  const problems = entityValidator(resolveEntity(entity), 'add')(data);
  return Object.fromEntries(problems.map((p) => [p.field, p.message[locale]]));
}

function browserOutcome(entity: EntitySchema, data: Data, locale: Locale): Outcome {
  const t = (text: I18nText | undefined) => resolveText(text, locale);
  const built = buildFormSchema(entity, page(entity), 'add', t);
  const { errors } = formValidator(locale).validateFormData(data, built.schema, undefined, (e) =>
    transformErrors(e, entity, locale, t),
  );
  return Object.fromEntries(
    errors.map((e) => [(e.property ?? '').replace(/^\./, '').split('.')[0] ?? '', e.message ?? '']),
  );
}

describe('server and browser validation agree', () => {
  it('every format has a probe field and a sample pair that the format really splits', () => {
    for (const format of FORMAT_NAMES) {
      const [good, bad] = formatSamples[format] ?? ['', ''];
      expect(FORMATS[format].test(good), `${format} ${good}`).toBe(true);
      expect(FORMATS[format].test(bad), `${format} ${bad}`).toBe(false);
    }
  });

  for (const locale of ['zh-CN', 'en-US'] as const) {
    describe(locale, () => {
      it.each(samples)('%s', (_label, data) => {
        const server = serverOutcome(probe, data, locale);
        expect(browserOutcome(probe, data, locale)).toEqual(server);
      });
    });
  }

  it('the samples do fail where they should, with the expected words', () => {
    expect(serverOutcome(probe, {}, 'zh-CN')).toEqual({
      name: '请输入名称!',
      qty: '请输入数量!',
      tags: '请输入标签!',
    });
    expect(
      serverOutcome(probe, { ...base, code: 'ab-1', mobileX: '1', [fieldOf('m')]: '1' }, 'en-US'),
    ).toEqual({
      code: 'Codes look like AB-1',
      mobileX: '联系电话不对',
      fm: 'Please enter a valid mobile number!',
    });
    expect(serverOutcome(probe, { ...base, name: '😀😀😀😀😀' }, 'zh-CN')).toEqual({});
    expect(serverOutcome(probe, { ...base, tags: ['a', 'b', 'x'] }, 'zh-CN')).toEqual({
      tags: '最多选择2项!',
    });
    const failing = samples.filter(
      ([label]) => !/valid|passes|have no value/.test(label) || /invalid/.test(label),
    );
    for (const [label, data] of failing)
      expect(Object.keys(serverOutcome(probe, data, 'zh-CN')).length, label).toBeGreaterThan(0);
  });

  describe("on the repository's entities", () => {
    const load = (path: string) => checkEntityDocument(path, JSON.parse(readFileSync(path, 'utf8')));
    const sysUser = load('schemas/entities/sys_user.json');
    const demoItem = load('tests/fixtures/schemas/entities/demo_item.json');
    const cases: Array<[string, EntitySchema, Data]> = [
      ['sys_user empty', sysUser, {}],
      [
        'sys_user bad values',
        sysUser,
        {
          username: 'ab',
          realname: 'x',
          password: '123',
          phone: '12345',
          email: 'a@b',
          birthday: '2023-02-29',
          sex: '3',
        },
      ],
      [
        'sys_user valid',
        sysUser,
        { username: 'new_staff', realname: 'New', password: 'Good#Pass123', phone: '13800138000', sex: '1' },
      ],
      ['demo_item bad values', demoItem, { code: 'bad code', qty: -1, email: 'nope', issued: '2024-13-01' }],
      [
        'demo_item valid',
        demoItem,
        { name: 'n', code: 'A-1', qty: 3, price: 1.5, locked: true, issued: '2024-01-31' },
      ],
    ];
    for (const locale of ['zh-CN', 'en-US'] as const) {
      it.each(cases)(`%s (${locale})`, (_label, entity, data) => {
        expect(browserOutcome(entity, data, locale)).toEqual(serverOutcome(entity, data, locale));
      });
    }
    it("sys_user's mobile and required messages are the JeecgBoot ones", () => {
      expect(browserOutcome(sysUser, { phone: '12345' }, 'zh-CN')).toMatchObject({
        username: '请输入用户账号!',
        phone: '请输入正确的手机号码!',
      });
    });
  });
});
