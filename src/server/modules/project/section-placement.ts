/**
 * Where each business section belongs, as data: schemas/business-sections.json, checked against
 * schemas/meta/business-sections.schema.json and against the dictionaries of the same schema root
 * (every business_type value placed, every domain a business_domain value): a gap fails on the first
 * read with the file and path, not as one project landing nowhere. Read once per schema root.
 */
import { metaSchemaCheck } from '../../../shared/schema/meta-schema-check';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sectionsMeta from '../../../../schemas/meta/business-sections.schema.json';
import type { DictData } from '../../../shared/dict/dict-data';
import { mergeDicts } from '../../../shared/schema/dicts';
import { loadDictDocuments, schemasRoot } from '../../../shared/schema/load-fs';
import { SchemaError } from '../../../shared/schema/registry';

export interface SectionPlacement {
  /** A value of the business_domain dictionary: picks the project's stage template. */
  domain: string;
  /** Org code of the business division whose staff run the section's projects. */
  division: string;
}

interface SectionsDocument {
  sections: Record<string, SectionPlacement>;
}

const FILE = 'business-sections.json';
const validateDocument = metaSchemaCheck<SectionsDocument>(sectionsMeta);

function dictValues(dicts: DictData[], code: string): string[] {
  return dicts.find((d) => d.code === code)?.items.map((i) => i.value) ?? [];
}

/** `<root>/business-sections.json`, checked against its meta schema and the root's dictionaries. */
export function loadSectionPlacement(root: string = schemasRoot()): Map<string, SectionPlacement> {
  const file = join(root, FILE);
  if (!existsSync(file))
    throw new SchemaError(file, '/', 'missing: every business section needs a placement');
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new SchemaError(file, '/', `not valid JSON: ${(err as Error).message}`);
  }
  const checked = validateDocument(file, doc);
  const dicts = mergeDicts(loadDictDocuments([root]));
  const domains = new Set(dictValues(dicts, 'business_domain'));
  for (const [section, placement] of Object.entries(checked.sections)) {
    if (!domains.has(placement.domain))
      throw new SchemaError(
        file,
        `/sections/${section}/domain`,
        `"${placement.domain}" is not a value of the business_domain dictionary`,
      );
  }
  for (const section of dictValues(dicts, 'business_type')) {
    if (!(section in checked.sections))
      throw new SchemaError(file, `/sections/${section}`, 'the business_type section has no placement');
  }
  return new Map(Object.entries(checked.sections));
}

let cached: { root: string; placement: Map<string, SectionPlacement> } | null = null;

/** The placement of a section, from the schema root in use; null for a value that is no section. */
export function sectionPlacement(section: string): SectionPlacement | null {
  const root = schemasRoot();
  if (cached?.root !== root) cached = { root, placement: loadSectionPlacement(root) };
  return cached.placement.get(section) ?? null;
}
