/**
 * Checks a schema file against schemas/meta/*.schema.json; a failure names the file and the JSON
 * path so a broken schema is found at once (the meta-check test and the server loader use it).
 */
import entityMeta from '../../../schemas/meta/entity.schema.json';
import pageMeta from '../../../schemas/meta/page.schema.json';
import { SchemaError } from './registry';
import type { EntitySchema, PageSchema } from './types';
import { withEntityNames, type NamedByRule } from './entity-names';
import { dashboardPageProblems, isDashboardDeclaration, type DashboardPage } from './dashboard-page';
import { metaSchemaCheck } from './meta-schema-check';

/** An entity file may leave out x-table, x-api and x-permissions: they follow from $id (entity-names.ts). */
const entityDocument = metaSchemaCheck<NamedByRule & Omit<EntitySchema, keyof NamedByRule>>(entityMeta);
const validPageDocument = metaSchemaCheck<unknown>(pageMeta);

export function checkEntityDocument(file: string, doc: unknown): EntitySchema {
  return withEntityNames(entityDocument(file, doc));
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
