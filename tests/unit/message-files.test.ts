/**
 * The message catalogues are data (schemas/messages/*.json): every file passes its meta schema and
 * the placeholder check, a broken one is refused naming the file, the message's JSON path and what is
 * wrong, and the TypeScript views hand callers the file's texts, with placeholders filled in.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import catalogueFormFile from '../../schemas/messages/catalogue-form.json';
import catalogueFile from '../../schemas/messages/catalogue.json';
import { CRON_MESSAGES } from '../../src/shared/cron/cron-messages';
import { QuartzError } from '../../src/shared/cron/quartz-error';
import { parseQuartz } from '../../src/shared/cron/quartz-parse';
import { CATALOGUE } from '../../src/shared/messages/catalogue';
import { checkMessagesDocument } from '../../src/shared/messages/messages-check';
import { fillPair, fillPlaceholders } from '../../src/shared/messages/placeholders';
import { readJsonFiles, SCHEMAS_ROOT } from '../../src/shared/schema/load-fs';
import { SHELL_TEXT_KEYS, SHELL_TEXT_SEEDS } from '../../src/shared/settings/shell-texts';
import { ruleMessage } from '../../src/shared/validation/messages';

const MESSAGE_FILES = readJsonFiles(join(SCHEMAS_ROOT, 'messages'));

/** What the check reports for one document, or 'ok'. */
function problemOf(doc: unknown): string {
  try {
    checkMessagesDocument('m.json', doc);
    return 'ok';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('message files', () => {
  it('every file of schemas/messages passes its check', () => {
    expect(MESSAGE_FILES.map(({ file }) => file.replace(/^.*[\\/]/, ''))).toEqual([
      'catalogue-form.json',
      'catalogue.json',
      'company.json',
      'cron.json',
      'formats.json',
      'list-query.json',
      'password.json',
      'quartz.json',
      'register.json',
      'shell-texts.json',
      'validation.json',
    ]);
    for (const { file, doc } of MESSAGE_FILES) expect(() => checkMessagesDocument(file, doc)).not.toThrow();
  });

  it.each([
    ['a complete message', { ok: { 'zh-CN': '确定', 'en-US': 'OK' } }, 'ok'],
    ['a note beside the texts', { ok: { $comment: 'why', 'zh-CN': '确定', 'en-US': 'OK' } }, 'ok'],
    [
      'the same placeholders in another order',
      { range: { 'zh-CN': '{min}到{max}', 'en-US': '{max} down to {min}' } },
      'ok',
    ],
    [
      'a missing locale',
      { ok: { 'zh-CN': '确定' } },
      `m.json /ok: must have required property 'en-US' {"missingProperty":"en-US"}`,
    ],
    [
      'an empty text',
      { ok: { 'zh-CN': '', 'en-US': 'OK' } },
      'm.json /ok/zh-CN: must match pattern "\\S" {"pattern":"\\\\S"}',
    ],
    [
      'a blank text',
      { ok: { 'zh-CN': '确定', 'en-US': '  ' } },
      'm.json /ok/en-US: must match pattern "\\S" {"pattern":"\\\\S"}',
    ],
    [
      'a third locale',
      { ok: { 'zh-CN': '确定', 'en-US': 'OK', 'fr-FR': "D'accord" } },
      'm.json /ok: must NOT have additional properties {"additionalProperty":"fr-FR"}',
    ],
    ['a text that is not a pair', { ok: '确定' }, 'm.json /ok: must be object {"type":"object"}'],
    [
      'a key that is not a name',
      { 'ok button': { 'zh-CN': '确定', 'en-US': 'OK' } },
      'm.json /: must match pattern "^[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9]*)*$" (key "ok button") {"pattern":"^[a-z][A-Za-z0-9]*(\\\\.[a-z][A-Za-z0-9]*)*$"}',
    ],
    ['an empty file', {}, 'm.json /: must NOT have fewer than 1 properties {"limit":1}'],
    [
      'a placeholder in one locale only',
      { max: { 'zh-CN': '最多{limit}个字符!', 'en-US': 'Too long!' } },
      'm.json /max: placeholders differ: zh-CN {limit}, en-US none',
    ],
    [
      'placeholders of another name',
      { max: { 'zh-CN': '最多{limit}个字符!', 'en-US': 'At most {max} characters!' } },
      'm.json /max: placeholders differ: zh-CN {limit}, en-US {max}',
    ],
  ])('%s', (_case, doc, expected) => {
    expect(problemOf(doc)).toBe(expected);
  });

  it('hand callers the pairs of the catalogue files, without their notes', () => {
    expect(CATALOGUE.forbidden).toEqual({ 'zh-CN': '拒绝访问', 'en-US': 'Access denied' });
    expect(CATALOGUE.operationOk).toEqual({ 'zh-CN': '操作成功！', 'en-US': 'Done!' });
    expect(Object.keys(CATALOGUE)).toEqual([
      ...Object.keys(catalogueFile),
      ...Object.keys(catalogueFormFile),
    ]);
    for (const pair of Object.values(CATALOGUE)) expect(Object.keys(pair)).toEqual(['zh-CN', 'en-US']);
  });

  it('take the shell settings, their titles and seeded texts from the file, in its order', () => {
    expect(SHELL_TEXT_KEYS).toEqual([
      'platformTitle',
      'platformDescription',
      'hotline',
      'footerCompany',
      'logoAlt',
    ]);
    expect(SHELL_TEXT_SEEDS[3]).toEqual({
      key: 'footerCompany',
      title: { 'zh-CN': '页脚公司名称', 'en-US': 'Footer company name' },
      value: {
        'zh-CN': '中国船级社质量认证有限公司',
        'en-US': 'China Classification Society Certification Co., Ltd.',
      },
    });
  });

  it('fill in placeholders once, each language with its own words', () => {
    expect(ruleMessage({ keyword: 'maxLength', limit: 18 }, 'zh-CN', { title: '名称' })).toBe(
      '最多18个字符!',
    );
    // A title that looks like a placeholder is shown as written.
    expect(ruleMessage({ keyword: 'required' }, 'en-US', { title: 'Size {limit}' })).toBe(
      'Please enter Size {limit}!',
    );
    expect(CRON_MESSAGES.bounds('hour', 'step', 1, 23)).toEqual({
      'zh-CN': '时的间隔须在 1 到 23 之间',
      'en-US': 'The hour step must be from 1 to 23',
    });
    expect(CRON_MESSAGES.syntax('day', 'L{x}')).toEqual({
      'zh-CN': '日：无法识别“L{x}”',
      'en-US': 'Day: "L{x}" is not understood',
    });
    expect(fillPlaceholders('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it("name a refused Quartz field as the cron editor's tab names it", () => {
    const refusal = (expression: string) => {
      try {
        parseQuartz(expression);
      } catch (err) {
        if (err instanceof QuartzError) return err.pair;
      }
      return undefined;
    };
    expect(refusal('0 0 12 ? * 8')).toEqual({
      'zh-CN': 'Cron表达式第6段（周）的“8”无效：取值范围为1-7',
      'en-US': 'Invalid "8" in field 6 (week) of the cron expression: values must lie within 1-7',
    });
    expect(refusal('0 0 12 ? *')).toEqual({
      'zh-CN': 'Cron表达式需要6或7段（秒 分 时 日 月 周 [年]），实际为5段',
      'en-US': 'A cron expression needs 6 or 7 fields (second minute hour day month week [year]), got 5',
    });
    expect(fillPair({ 'zh-CN': '共{n}行', 'en-US': '{n} rows' }, { n: 3 })).toEqual({
      'zh-CN': '共3行',
      'en-US': '3 rows',
    });
  });
});
