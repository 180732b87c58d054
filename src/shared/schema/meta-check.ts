/**
 * Checks a schema file against schemas/meta/*.schema.json; a failure names the file and the JSON
 * path so a broken schema is found at once (the meta-check test and the server loader use it).
 */
import { Ajv } from 'ajv';
import entityMeta from '../../../schemas/meta/entity.schema.json';
import pageMeta from '../../../schemas/meta/page.schema.json';
import { SchemaError } from './registry';
import type { EntitySchema, PageSchema } from './types';
import { withEntityNames, type NamedByRule } from './entity-names';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateEntity = ajv.compile(entityMeta);
const validatePage = ajv.compile(pageMeta);

export function checkEntityDocument(file: string, doc: unknown): EntitySchema {
  if (!validateEntity(doc)) {
    const e = validateEntity.errors?.[0];
    throw new SchemaError(
      file,
      e?.instancePath || '/',
      `${e?.message ?? 'invalid'} ${e ? JSON.stringify(e.params) : ''}`,
    );
  }
  // x-table, x-api and x-permissions may be left out: they follow from $id (entity-names.ts).
  return withEntityNames(doc as unknown as NamedByRule & Omit<EntitySchema, keyof NamedByRule>);
}

export function checkPageDocument(file: string, doc: unknown): PageSchema {
  if (!validatePage(doc)) {
    const e = validatePage.errors?.[0];
    throw new SchemaError(
      file,
      e?.instancePath || '/',
      `${e?.message ?? 'invalid'} ${e ? JSON.stringify(e.params) : ''}`,
    );
  }
  return doc as unknown as PageSchema;
}
