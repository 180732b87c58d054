/**
 * The stage templates and the sections' placement are data (schemas/stage-templates/*.json,
 * schemas/business-sections.json): every file passes its meta schema, a malformed one is refused
 * naming its file and JSON path, and the data agrees with the dictionaries and the organisation:
 * every business_type section is placed in an existing domain and division, every template stage is
 * a project_stage value and a state of the project workflow, and the stage flags are one list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import stageTemplatesMeta from '../../schemas/meta/stage-templates.schema.json';
import { loadSectionPlacement } from '../../src/server/modules/project/section-placement';
import { DEPARTS } from '../../src/server/seed/departs';
import { systemDicts } from '../../src/server/seed/dicts';
import { loadStageTemplates } from '../../src/server/seed/stage-templates';
import { BUSINESS_TYPE_VALUES } from '../../src/shared/dict/business-type';
import { STAGE_FLAG_VALUES } from '../../src/shared/project/stage-flag';
import { SCHEMAS_ROOT } from '../../src/shared/schema/load-fs';
import { tempSchemasCopy, tempSchemasRoot } from '../fixtures/temp-schemas';

const valuesOf = (code: string): string[] =>
  systemDicts()
    .find((d) => d.code === code)
    ?.items.map(([value]) => value) ?? [];

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

const templatesRoot = (files: Record<string, unknown>): string =>
  tempSchemasRoot({ 'stage-templates': files });

/** A copy of schemas/ with business-sections.json replaced. */
const sectionsRoot = (doc: unknown): string => tempSchemasCopy({ 'business-sections.json': doc });

describe('schemas/stage-templates', () => {
  const templates = loadStageTemplates();

  it('holds the two seeded templates, the management-system one the default', () => {
    expect(templates.map((t) => [t.key, t.domain, t.isDefault === true])).toEqual([
      ['inspection', 'inspection', false],
      ['system', 'system', true],
    ]);
  });

  it('every domain is a business_domain value, every stage a project_stage value and workflow state', () => {
    const project = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', 'isps_project.json'), 'utf8')) as {
      'x-workflow': { states: string[] };
    };
    const states = project['x-workflow'].states;
    for (const template of templates) {
      expect(valuesOf('business_domain'), template.key).toContain(template.domain);
      for (const stage of template.stages) {
        expect(valuesOf('project_stage'), `${template.key}: ${stage.code}`).toContain(stage.code);
        expect(states, `${template.key}: ${stage.code}`).toContain(stage.code);
      }
    }
  });

  it('the stage flags are one list: the code, the stage_flag dictionary and the meta schema', () => {
    expect(valuesOf('stage_flag')).toEqual([...STAGE_FLAG_VALUES]);
    expect(stageTemplatesMeta.definitions.stage.properties.flag.enum).toEqual([...STAGE_FLAG_VALUES]);
  });

  it('refuses a malformed file, a stage used twice and a second default, naming the file and path', () => {
    const ok = {
      key: 'a',
      domain: 'system',
      name: text('甲', 'A'),
      stages: [{ code: 'review', name: text('评', 'R') }],
    };
    expect(() => loadStageTemplates([templatesRoot({ a: { ...ok, stages: [{ code: 'review' }] } })])).toThrow(
      /a\.json \/stages\/0: must have required property 'name'/,
    );
    expect(() =>
      loadStageTemplates([templatesRoot({ a: { ...ok, stages: [...ok.stages, ...ok.stages] } })]),
    ).toThrow(/a\.json \/stages\/1\/code: stage "review" is used twice/);
    expect(() =>
      loadStageTemplates([
        templatesRoot({ a: { ...ok, isDefault: true }, b: { ...ok, key: 'b', isDefault: true } }),
      ]),
    ).toThrow(/b\.json \/isDefault/);
    expect(() => loadStageTemplates([templatesRoot({ a: ok, b: ok })])).toThrow(
      /b\.json \/key: template "a"/,
    );
    expect(() =>
      loadStageTemplates([templatesRoot({ a: { ...ok, stages: [{ ...ok.stages[0], flag: 'x' }] } })]),
    ).toThrow(/a\.json \/stages\/0\/flag/);
  });
});

describe('schemas/business-sections.json', () => {
  it('places every business_type section in an existing domain and business division', () => {
    const placement = loadSectionPlacement();
    expect([...placement.keys()].sort()).toEqual([...BUSINESS_TYPE_VALUES].sort());
    expect(valuesOf('business_type').sort()).toEqual([...BUSINESS_TYPE_VALUES].sort());
    const divisions = new Set(DEPARTS.filter((d) => d.parent !== null).map((d) => d.orgCode));
    for (const [section, { domain, division }] of placement) {
      expect(valuesOf('business_domain'), section).toContain(domain);
      expect(divisions.has(division), `${section}: ${division}`).toBe(true);
    }
  });

  it('refuses a section left out and a domain that is no business_domain value, naming the path', () => {
    const doc = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'business-sections.json'), 'utf8')) as {
      sections: Record<string, { domain: string; division: string }>;
    };
    const { testing: _left, ...rest } = doc.sections;
    expect(() => loadSectionPlacement(sectionsRoot({ sections: rest }))).toThrow(
      /business-sections\.json \/sections\/testing: the business_type section has no placement/,
    );
    expect(() =>
      loadSectionPlacement(
        sectionsRoot({ sections: { ...doc.sections, testing: { domain: 'nowhere', division: 'A01A03' } } }),
      ),
    ).toThrow(/\/sections\/testing\/domain: "nowhere" is not a value of the business_domain dictionary/);
    expect(() =>
      loadSectionPlacement(
        sectionsRoot({ sections: { ...doc.sections, testing: { domain: 'inspection' } } }),
      ),
    ).toThrow(/business-sections\.json \/sections\/testing: must have required property 'division'/);
  });
});
