/**
 * Every entity names itself and every field in both languages (SPEC: every text shown is bilingual):
 * the entity title and each property's title, system fields included, are a { zh-CN, en-US } pair
 * with Chinese in zh-CN and no Chinese in en-US. Titles reach list headers, form labels, export
 * headers and import error reports, so a missing English title is seen by every English user.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_ROOT } from '../../src/shared/schema/load-fs';
import { resolveEntity } from '../../src/shared/schema/registry';
import type { EntitySchema } from '../../src/shared/schema/types';

const HAN = /\p{Script=Han}/u;

/** What is wrong with one title, or null when it is a proper pair. */
function titleProblem(title: unknown): string | null {
  if (typeof title !== 'object' || title === null)
    return `not a { zh-CN, en-US } pair: ${JSON.stringify(title)}`;
  const { 'zh-CN': zh, 'en-US': en } = title as Record<string, unknown>;
  if (typeof zh !== 'string' || zh.trim() === '') return 'no zh-CN text';
  if (typeof en !== 'string' || en.trim() === '') return 'no en-US text';
  if (!HAN.test(zh)) return `zh-CN is not Chinese: ${zh}`;
  if (HAN.test(en)) return `en-US is Chinese: ${en}`;
  return null;
}

const files = readdirSync(join(SCHEMAS_ROOT, 'entities')).filter((f) => f.endsWith('.json'));

describe('entity titles in both languages', () => {
  it('finds the entity files', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it.each(files)('%s: the entity and every field', (file) => {
    const declared = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', file), 'utf8')) as EntitySchema;
    const problems: string[] = [];
    const own = titleProblem(declared.title);
    if (own) problems.push(`title: ${own}`);
    const entity = resolveEntity(declared);
    expect(entity.fields.size).toBeGreaterThan(Object.keys(declared.properties).length);
    for (const [name, field] of entity.fields) {
      const problem = titleProblem(field.schema.title);
      if (problem) problems.push(`/properties/${name}/title: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('reports a field whose English title is missing (the check can fail)', () => {
    expect(titleProblem({ 'zh-CN': '名称' })).toBe('no en-US text');
    expect(titleProblem('名称')).toMatch(/not a/);
    expect(titleProblem({ 'zh-CN': '名称', 'en-US': '名称' })).toMatch(/en-US is Chinese/);
    expect(titleProblem({ 'zh-CN': 'Name', 'en-US': 'Name' })).toMatch(/zh-CN is not Chinese/);
  });
});
