/**
 * The project stage templates as data: schemas/stage-templates/*.json, one file per template, each
 * checked against schemas/meta/stage-templates.schema.json; keys unique over every file, stage codes
 * unique in their template, at most one default template. Read once per schema root.
 */
import { metaSchemaCheck } from '../../shared/schema/meta-schema-check';
import { join } from 'node:path';
import stageTemplatesMeta from '../../../schemas/meta/stage-templates.schema.json';
import { readJsonFiles, schemasRoot } from '../../shared/schema/load-fs';
import { SchemaError } from '../../shared/schema/registry';
import type { StageFlag } from '../../shared/project/stage-flag';

interface Texts {
  'zh-CN': string;
  'en-US': string;
}

export interface SeedStage {
  code: string;
  name: Texts;
  flag?: StageFlag;
}

export interface SeedStageTemplate {
  key: string;
  domain: string;
  isDefault?: boolean;
  name: Texts;
  stages: SeedStage[];
}

const validateDocument = metaSchemaCheck<SeedStageTemplate>(stageTemplatesMeta);

function checkDocument(file: string, doc: unknown): SeedStageTemplate {
  const template = validateDocument(file, doc);
  const codes = new Set<string>();
  template.stages.forEach((stage, i) => {
    if (codes.has(stage.code))
      throw new SchemaError(file, `/stages/${i}/code`, `stage "${stage.code}" is used twice`);
    codes.add(stage.code);
  });
  return template;
}

/** Every `<root>/stage-templates/*.json` in file name order, checked. */
export function loadStageTemplates(roots: string[] = [schemasRoot()]): SeedStageTemplate[] {
  const all: SeedStageTemplate[] = [];
  let defaultFile: string | null = null;
  for (const root of roots) {
    for (const { file, doc } of readJsonFiles(join(root, 'stage-templates'))) {
      const template = checkDocument(file, doc);
      if (all.some((t) => t.key === template.key))
        throw new SchemaError(file, '/key', `template "${template.key}" is used twice`);
      if (template.isDefault === true) {
        if (defaultFile) throw new SchemaError(file, '/isDefault', `${defaultFile} is the default already`);
        defaultFile = file;
      }
      all.push(template);
    }
  }
  return all;
}

let cached: { root: string; templates: SeedStageTemplate[] } | null = null;

/** The templates of the schema root in use (a changed SCHEMAS_DIR reads its own). */
export function systemStageTemplates(): SeedStageTemplate[] {
  const root = schemasRoot();
  if (cached?.root !== root) cached = { root, templates: loadStageTemplates([root]) };
  return cached.templates;
}
