/**
 * Checks a schema file against schemas/meta/*.schema.json; a failure names the file and the JSON
 * path so a broken schema is found at once (the meta-check test and the server loader use it).
 */
import { Ajv } from 'ajv';
import entityMeta from '../../../schemas/meta/entity.schema.json';
import pageMeta from '../../../schemas/meta/page.schema.json';
import { SchemaError } from './registry';
import type { EntitySchema, PageSchema } from './types';

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
  return doc as unknown as EntitySchema;
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
