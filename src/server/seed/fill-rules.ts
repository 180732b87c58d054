/**
 * The numbering rules the code draws from (project, certificate and application numbers), as data:
 * schemas/fill-rules/*.json, each file checked against schemas/meta/fill-rules.schema.json and each
 * pattern against the pattern language (it parses and shows its reset period); codes unique over
 * every file. Read once.
 */
import { metaSchemaCheck } from '../../shared/schema/meta-schema-check';
import { join } from 'node:path';
import fillRulesMeta from '../../../schemas/meta/fill-rules.schema.json';
import { readJsonFiles, schemasRoot } from '../../shared/schema/load-fs';
import { SchemaError } from '../../shared/schema/registry';
import { parsePattern } from '../../shared/fill-rule/parse-pattern';
import { resetFitsPattern } from '../../shared/fill-rule/check-reset';
import type { ResetPeriod } from '../../shared/fill-rule/pattern-tokens';

export interface SeedFillRule {
  code: string;
  name: string;
  pattern: string;
  reset: ResetPeriod;
}

const validateDocument = metaSchemaCheck<{ rules: SeedFillRule[] }>(fillRulesMeta);

function checkDocument(file: string, doc: unknown): SeedFillRule[] {
  const { rules } = validateDocument(file, doc);
  rules.forEach((rule, i) => {
    const parsed = parsePattern(rule.pattern);
    if (!parsed.ok)
      throw new SchemaError(file, `/rules/${i}/pattern`, `${parsed.problem} ${parsed.token ?? ''}`.trim());
    if (!resetFitsPattern(parsed.tokens, rule.reset))
      throw new SchemaError(
        file,
        `/rules/${i}/reset`,
        `the pattern does not show the "${rule.reset}" period`,
      );
  });
  return rules;
}

/** Every `<root>/fill-rules/*.json` in file name order, checked; a code used twice names the file. */
export function loadFillRules(roots: string[] = [schemasRoot()]): SeedFillRule[] {
  const all: SeedFillRule[] = [];
  const codes = new Set<string>();
  for (const root of roots) {
    for (const { file, doc } of readJsonFiles(join(root, 'fill-rules'))) {
      checkDocument(file, doc).forEach((rule, i) => {
        if (codes.has(rule.code))
          throw new SchemaError(file, `/rules/${i}/code`, `rule "${rule.code}" is used twice`);
        codes.add(rule.code);
        all.push(rule);
      });
    }
  }
  return all;
}

/** Read once per schema root (a changed SCHEMAS_DIR reads its own). */
let cached: { root: string; rules: SeedFillRule[] } | null = null;

export function systemFillRules(): SeedFillRule[] {
  const root = schemasRoot();
  if (cached?.root !== root) cached = { root, rules: loadFillRules([root]) };
  return cached.rules;
}
