/**
 * The system dictionaries are data (schemas/dicts/*.json, docs/contracts.md, Dictionaries): every
 * file passes schemas/meta/dicts.schema.json, codes and values are unique, a malformed file is refused
 * with a message naming it, and the constants code keeps for a dictionary's values equal the data.
 */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDictDocuments } from '../../src/shared/schema/load-fs';
import { mergeDicts } from '../../src/shared/schema/dicts';
import {
  BUSINESS_TYPE_DICT_CODE,
  BUSINESS_TYPE_VALUES,
  BUSINESS_TYPES,
} from '../../src/shared/dict/business-type';
import { LOGIN_RESULT_CODES } from '../../src/server/modules/sys/login-attempt';
import { FORMAT_DICT, RANGE_DICT } from '../../src/server/modules/certsearch/certsearch-dicts';
import { systemDicts } from '../../src/server/seed/dicts';
import { tempSchemasRoot } from '../fixtures/temp-schemas';

/** A schemas root holding only the given dicts files. */
const dictsRoot = (files: Record<string, unknown>): string => tempSchemasRoot({ dicts: files });

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const sex = { code: 'sex', name: text('性别', 'Sex'), items: [{ value: '1', text: text('男', 'Male') }] };

const valuesOf = (code: string): string[] =>
  systemDicts()
    .find((d) => d.code === code)
    ?.items.map(([value]) => value) ?? [];

describe('schemas/dicts', () => {
  it('every file loads and the dictionaries are those seeded before they became data', () => {
    const dicts = mergeDicts(loadDictDocuments());
    // 27 dictionaries and 87 items, and the four of projects (project.json: 5 + 2 + 13 + 2 items).
    expect(dicts).toHaveLength(27 + 4);
    expect(dicts.flatMap((d) => d.items)).toHaveLength(87 + 22);
    expect(systemDicts().map((d) => d.code)).toContain('login_result');
  });

  it('the constants of code equal the values of their dictionary', () => {
    expect(valuesOf(BUSINESS_TYPE_DICT_CODE)).toEqual([...BUSINESS_TYPE_VALUES]);
    expect(BUSINESS_TYPES.map((t) => t.value)).toEqual([...BUSINESS_TYPE_VALUES]);
    expect(BUSINESS_TYPES[0]).toEqual({
      value: 'system_cert',
      text: '体系认证',
      textEn: 'System certification',
    });
    expect(valuesOf('login_result')).toEqual([...LOGIN_RESULT_CODES]);
    expect(valuesOf(FORMAT_DICT)).toEqual(['xlsx', 'xml']);
    expect(valuesOf(RANGE_DICT)).toEqual(['last', 'all']);
  });

  it('refuses an item without its English text, naming the file and the path', () => {
    const root = dictsRoot({
      broken: { dicts: [{ ...sex, items: [{ value: '1', text: { 'zh-CN': '男' } }] }] },
    });
    expect(() => loadDictDocuments([root])).toThrow(
      /broken\.json \/dicts\/0\/items\/0\/text: must have required property/,
    );
  });

  it('refuses a value used twice in a dictionary, naming the file and the code', () => {
    const root = dictsRoot({
      twice: { dicts: [{ ...sex, items: [...sex.items, { value: '1', text: text('女', 'Female') }] }] },
    });
    expect(() => loadDictDocuments([root])).toThrow(
      /twice\.json \/dicts\/0\/items\/1\/value: value "1" of dictionary "sex" is used twice/,
    );
  });

  it('refuses a code used twice over the files, naming the second file and the code', () => {
    const root = dictsRoot({ a: { dicts: [sex] }, b: { dicts: [sex] } });
    expect(() => mergeDicts(loadDictDocuments([root]))).toThrow(
      /b\.json \/dicts\/0\/code: dictionary "sex" is used twice/,
    );
  });

  it('refuses a file that is not JSON, naming it', () => {
    const root = dictsRoot({});
    writeFileSync(join(root, 'dicts', 'bad.json'), '{ "dicts": [');
    expect(() => loadDictDocuments([root])).toThrow(/bad\.json \/: not valid JSON/);
  });
});
