/**
 * Builds the resolved view of the schemas: every entity with its system fields added and each
 * property mapped to its column, and every page checked against its entity. Pure: the server
 * reads the files (load-fs.ts), the browser receives entities from GET /sys/schema/page/:id.
 */
import type { EntitySchema, FieldSchema, PageSchema } from './types';
import type { DashboardPage } from './dashboard-page';
import { SYSTEM_FIELDS } from './types';
import { toSnakeCase } from './naming';
import { applyPageDefaults, type PageDeclaration } from './page-defaults';
import { subTableProblems, subTablesOf } from './sub-tables';
import { notNullProblems } from './not-null';
import { workflowOf, workflowProblems } from '../workflow/problems';

export interface ResolvedField {
  name: string;
  /** Column name; null for x-virtual properties, which are never stored. */
  column: string | null;
  schema: FieldSchema;
  system: boolean;
  readable: boolean;
  writable: boolean;
  filterable: boolean;
  sortable: boolean;
  exportable: boolean;
  importable: boolean;
}

export interface ResolvedEntity {
  id: string;
  table: string;
  /** The entity as served to the browser: the declared schema plus the system fields. */
  schema: EntitySchema;
  fields: Map<string, ResolvedField>;
  /** Declared fields that are x-unique and stored. */
  uniqueFields: ResolvedField[];
  /** Fields carrying a dictionary code. */
  dictFields: ResolvedField[];
}

export interface SchemaRegistry {
  entities: Map<string, ResolvedEntity>;
  pages: Map<string, PageSchema>;
  /** Dashboard pages (no entity), by id; an id is a page's or a dashboard's, never both. */
  dashboards: Map<string, DashboardPage>;
  /** x-table → entity (duplicate check and table dictionaries name tables). */
  byTable: Map<string, ResolvedEntity>;
}

export class SchemaError extends Error {
  constructor(
    readonly file: string,
    readonly path: string,
    detail: string,
  ) {
    super(`${file} ${path}: ${detail}`);
  }
}

const SYSTEM_FIELD_SCHEMAS: Record<(typeof SYSTEM_FIELDS)[number], FieldSchema> = {
  id: { type: 'string', title: { 'zh-CN': '主键', 'en-US': 'ID' }, readOnly: true, maxLength: 32 },
  createBy: { type: 'string', title: { 'zh-CN': '创建人', 'en-US': 'Created by' }, readOnly: true },
  createTime: {
    type: 'string',
    format: 'date-time',
    title: { 'zh-CN': '创建时间', 'en-US': 'Created at' },
    readOnly: true,
  },
  updateBy: { type: 'string', title: { 'zh-CN': '更新人', 'en-US': 'Updated by' }, readOnly: true },
  updateTime: {
    type: 'string',
    format: 'date-time',
    title: { 'zh-CN': '更新时间', 'en-US': 'Updated at' },
    readOnly: true,
  },
};

/**
 * A read-only virtual field is a value the entity's list hook fills in (e.g. a flag computed from
 * dates): a list may show and ask for it, though no column holds it; a secret never.
 */
export function isListValue(field: ResolvedField): boolean {
  return field.column === null && field.schema.readOnly === true && field.schema.writeOnly !== true;
}

function resolveField(name: string, schema: FieldSchema, system: boolean): ResolvedField {
  const virtual = schema['x-virtual'] === true;
  const secret = schema.writeOnly === true;
  const plain = !virtual && !secret && schema.type !== 'array';
  return {
    name,
    column: virtual ? null : (schema['x-column'] ?? toSnakeCase(name)),
    schema,
    system,
    readable: !virtual && !secret,
    writable: !system && schema.readOnly !== true,
    filterable: plain && schema['x-filter'] !== false,
    sortable: plain && schema['x-sort'] !== false,
    exportable: !virtual && !secret && schema['x-export'] !== false,
    importable: !system && schema.readOnly !== true && schema['x-import'] !== false && !secret && !virtual,
  };
}

export function resolveEntity(declared: EntitySchema): ResolvedEntity {
  const fields = new Map<string, ResolvedField>();
  const properties: Record<string, FieldSchema> = {};
  for (const name of SYSTEM_FIELDS) {
    properties[name] = SYSTEM_FIELD_SCHEMAS[name];
    fields.set(name, resolveField(name, SYSTEM_FIELD_SCHEMAS[name], true));
  }
  // The state of an x-workflow changes only through its transitions: no client writes it (set on insert).
  const stateField = workflowOf(declared)?.stateField;
  for (const [name, declaredSchema] of Object.entries(declared.properties)) {
    const schema = name === stateField ? { ...declaredSchema, readOnly: true } : declaredSchema;
    properties[name] = schema;
    fields.set(name, resolveField(name, schema, false));
  }
  const list = [...fields.values()];
  return {
    id: declared.$id,
    table: declared['x-table'],
    schema: { ...declared, properties },
    fields,
    uniqueFields: list.filter((f) => f.schema['x-unique'] === true && f.column !== null),
    dictFields: list.filter((f) => typeof f.schema['x-dict'] === 'string' && f.readable),
  };
}

/** Every reference of a page to its entity (query fields, columns, form fields, filters, sort). */
export function checkPage(
  page: PageSchema,
  entity: ResolvedEntity,
  pages: Map<string, PageSchema>,
  file: string,
  entities: Map<string, ResolvedEntity> = new Map(),
): void {
  const must = (field: string, path: string, readable = true) => {
    const f = entity.fields.get(field);
    if (!f) throw new SchemaError(file, path, `field "${field}" is not a property of entity "${entity.id}"`);
    if (readable && !f.readable)
      throw new SchemaError(file, path, `field "${field}" is write-only or virtual`);
    return f;
  };
  page.query?.forEach((q, i) => {
    const f = must(q.field, `/query/${i}/field`);
    if (!f.filterable)
      throw new SchemaError(file, `/query/${i}/field`, `field "${q.field}" is not filterable`);
  });
  page.columns?.forEach((c, i) => {
    // A column may show a value the list hook fills in; a secret or a virtual field the client writes may not.
    const f = must(c.field, `/columns/${i}/field`, false);
    if (!f.readable && !isListValue(f))
      throw new SchemaError(file, `/columns/${i}/field`, `field "${c.field}" is write-only or virtual`);
  });
  page.rowActions?.forEach((a, i) =>
    a.rowFields?.forEach((name, j) => must(name, `/rowActions/${i}/rowFields/${j}`)),
  );
  page.form?.fields?.forEach((name, i) => must(name, `/form/fields/${i}`, false));
  Object.entries(page.form?.queryPresets ?? {}).forEach(([param, name]) =>
    must(name, `/form/queryPresets/${param}`, false),
  );
  Object.keys(page.form?.prefill?.fields ?? {}).forEach((name) =>
    must(name, `/form/prefill/fields/${name}`, false),
  );
  const submitTransition = page.form?.submitTransition;
  if (
    submitTransition !== undefined &&
    !entity.schema['x-workflow']?.transitions.some((t) => t.name === submitTransition)
  ) {
    throw new SchemaError(
      file,
      '/form/submitTransition',
      `"${submitTransition}" is not a transition of the entity's x-workflow`,
    );
  }
  if (page.subTableView !== undefined) {
    // Refused rather than ignored: a page asking for sub tables its entity lacks is a mistake in the schema.
    if (page.kind !== 'list') throw new SchemaError(file, '/subTableView', 'only list pages show sub tables');
    if (subTablesOf(entity.schema).length === 0)
      throw new SchemaError(file, '/subTableView', `entity "${entity.id}" has no x-sub-tables`);
    if (page.subTableView === 'expand' && page.tree)
      throw new SchemaError(
        file,
        '/subTableView',
        'a tree list expands its rows into children, not sub tables',
      );
  }
  if (page.defaultSort) {
    const f = must(page.defaultSort.column, '/defaultSort/column');
    if (!f.sortable) throw new SchemaError(file, '/defaultSort/column', `field "${f.name}" is not sortable`);
  }
  const area = permissionArea(entity.schema['x-permissions'].list);
  if (page.permission && !page.permission.startsWith(area)) {
    throw new SchemaError(
      file,
      '/permission',
      `code "${page.permission}" is outside the entity's area "${area}*"`,
    );
  }
  const groups: Array<
    [string, ReadonlyArray<{ kind: string; permission?: string; page?: string; request?: { url: string } }>]
  > = [
    ['toolbar', page.toolbar ?? []],
    ['rowActions', page.rowActions ?? []],
    ['actions', page.actions ?? []],
  ];
  for (const [group, actions] of groups) {
    actions.forEach((a, i) => {
      if (a.kind === 'subList' && (!a.page || !pages.has(a.page))) {
        throw new SchemaError(file, `/${group}/${i}/page`, `page "${a.page ?? ''}" does not exist`);
      }
      // A page guards its buttons with its own entity's codes; another area's code would let that
      // area's users act here, or hide the button from this area's users. One exception: a `form`
      // action whose request goes to another entity's routes (颁发证书 on the project list posts to
      // /isps/certificate/issue) carries that entity's code, the one its server route checks.
      const target = a.kind === 'form' && a.request ? entityOfUrl(entities, a.request.url) : undefined;
      const areas =
        target && target !== entity ? [area, permissionArea(target.schema['x-permissions'].list)] : [area];
      if (a.permission && !areas.some((allowed) => a.permission?.startsWith(allowed))) {
        const where =
          areas.length === 1
            ? `the entity's area "${area}*"`
            : `the areas "${areas.join('*" and "')}*" of the entity and the request's entity`;
        throw new SchemaError(
          file,
          `/${group}/${i}/permission`,
          `code "${a.permission}" is outside ${where}`,
        );
      }
    });
  }
}

/** The entity whose x-api is the longest whole-segment prefix of `url` (`/isps/certificate/issue` → isps_certificate). */
function entityOfUrl(entities: Map<string, ResolvedEntity>, url: string): ResolvedEntity | undefined {
  let best: ResolvedEntity | undefined;
  for (const candidate of entities.values()) {
    const base = candidate.schema['x-api'];
    if (!url.startsWith(`${base}/`)) continue;
    if (!best || base.length > best.schema['x-api'].length) best = candidate;
  }
  return best;
}

/** Every id a `schema/<id>` menu component may name: the pages over entities and the dashboards. */
export function schemaPageIds(registry: SchemaRegistry): Set<string> {
  return new Set([...registry.pages.keys(), ...registry.dashboards.keys()]);
}

/** `system:user:list` → `system:user:`: the prefix every code of the entity's pages must carry. */
export function permissionArea(listCode: string): string {
  return listCode.slice(0, listCode.lastIndexOf(':') + 1);
}

export interface SchemaDocument<T> {
  file: string;
  doc: T;
}

export function buildRegistry(
  entityDocs: SchemaDocument<EntitySchema>[],
  pageDocs: SchemaDocument<PageDeclaration>[],
  dashboardDocs: SchemaDocument<DashboardPage>[] = [],
): SchemaRegistry {
  const entities = new Map<string, ResolvedEntity>();
  const byTable = new Map<string, ResolvedEntity>();
  for (const { file, doc } of entityDocs) {
    if (entities.has(doc.$id)) throw new SchemaError(file, '/$id', `entity "${doc.$id}" is declared twice`);
    // A table may back a second entity only when one of them is named after it (cust_account
    // presents sys_user rows to a company's main account); byTable names that one.
    const owner = byTable.get(doc['x-table']);
    if (owner && owner.id !== owner.table && doc.$id !== doc['x-table']) {
      throw new SchemaError(file, '/x-table', `table "${doc['x-table']}" is used twice`);
    }
    for (const name of doc.required ?? []) {
      if (!doc.properties[name])
        throw new SchemaError(file, '/required', `required field "${name}" is not a property`);
    }
    const workflowProblem = workflowProblems(doc)[0];
    if (workflowProblem) throw new SchemaError(file, workflowProblem.path, workflowProblem.detail);
    const notNullProblem = notNullProblems(doc)[0];
    if (notNullProblem) throw new SchemaError(file, notNullProblem.path, notNullProblem.detail);
    const entity = resolveEntity(doc);
    entities.set(entity.id, entity);
    if (!owner || entity.id === entity.table) byTable.set(entity.table, entity);
  }
  for (const { file, doc } of entityDocs) {
    const problem = subTableProblems(doc, (id) => entities.get(id)?.schema)[0];
    if (problem) throw new SchemaError(file, problem.path, problem.detail);
  }
  const pages = new Map<string, PageSchema>();
  const declaredIds = new Set<string>();
  for (const { file, doc } of [...pageDocs, ...dashboardDocs]) {
    if (declaredIds.has(doc.$id)) throw new SchemaError(file, '/$id', `page "${doc.$id}" is declared twice`);
    declaredIds.add(doc.$id);
  }
  const dashboards = new Map(dashboardDocs.map(({ doc }) => [doc.$id, doc]));
  const complete: Array<SchemaDocument<PageSchema> & { entity: ResolvedEntity }> = [];
  for (const { file, doc } of pageDocs) {
    const entity = entities.get(doc.entity);
    if (!entity) throw new SchemaError(file, '/entity', `entity "${doc.entity}" does not exist`);
    // Pages are kept complete (api and standard actions filled in from the entity): every reader sees one form.
    const { page, issues } = applyPageDefaults(doc, entity.schema);
    const issue = issues[0];
    if (issue) throw new SchemaError(file, issue.path, issue.detail);
    pages.set(page.$id, page);
    complete.push({ file, doc: page, entity });
  }
  for (const { file, doc, entity } of complete) checkPage(doc, entity, pages, file, entities);
  return { entities, pages, dashboards, byTable };
}
