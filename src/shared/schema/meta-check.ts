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
import { dashboardPageProblems, isDashboardDeclaration, type DashboardPage } from './dashboard-page';

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

function validPageDocument(file: string, doc: unknown): void {
  if (!validatePage(doc)) {
    const e = validatePage.errors?.[0];
    throw new SchemaError(
      file,
      e?.instancePath || '/',
      `${e?.message ?? 'invalid'} ${e ? JSON.stringify(e.params) : ''}`,
    );
  }
}

/** A page over an entity (list, form, detail); a dashboard is refused here (checkDashboardDocument). */
export function checkPageDocument(file: string, doc: unknown): PageSchema {
  validPageDocument(file, doc);
  if (isDashboardDeclaration(doc))
    throw new SchemaError(file, '/kind', 'a dashboard is not a page over an entity');
  return doc as unknown as PageSchema;
}

/** A dashboard page: the meta schema, then what it cannot say (labels, safe json-logic). */
export function checkDashboardDocument(file: string, doc: unknown): DashboardPage {
  validPageDocument(file, doc);
  if (!isDashboardDeclaration(doc)) throw new SchemaError(file, '/kind', 'not a dashboard page');
  const page = doc as unknown as DashboardPage;
  const problem = dashboardPageProblems(page)[0];
  if (problem) throw new SchemaError(file, problem.path, problem.detail);
  return page;
}
