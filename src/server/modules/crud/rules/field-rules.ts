/**
 * Field-level permissions, the generic CRUD's hook point (docs/contracts.md "Runtime API and field
 * permissions"): per role, a field of an entity may be `hidden` (not read, not written) or
 * `readonly` (read, not written) for the role's users. The rules come from a registered source
 * (src/server/modules/online/field-permissions: table sys_role_field_rule); the CRUD applies them by
 * working on a restricted view of the entity, so every reader and writer of the CRUD sees the same
 * fields the user may see:
 * - a hidden field is not readable, filterable, sortable, exportable, writable or importable;
 * - a read-only field is not writable or importable (its schema says readOnly, so the write
 *   validation answers 422 naming it, as for any read-only field).
 * A user with several roles gets the most restrictive rule of any of their roles (hidden beats
 * read-only beats none). Administrators are unaffected.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';
import type { PageSchema } from '../../../../shared/schema/types';
import type { Database } from '../../../db/types';
import type { SessionUser } from '../../../auth/session-user';

export type FieldRuleMode = 'hidden' | 'readonly';

export interface FieldRule {
  field: string;
  mode: FieldRuleMode;
}

export interface FieldRules {
  hidden: ReadonlySet<string>;
  readonly: ReadonlySet<string>;
}

/** The rules of every role of `user` for one entity (unmerged: one per role and field). */
export type FieldRuleSource = (
  db: Kysely<Database>,
  user: SessionUser,
  entityId: string,
) => Promise<FieldRule[]>;

const NO_RULES: FieldRules = { hidden: new Set(), readonly: new Set() };
/** Where an app reads its field rules (app.fieldRuleSource); none registered: no rules. */
export interface FieldRuleSourceSlot {
  source?: FieldRuleSource;
}

export function registerFieldRuleSource(app: FastifyInstance, next: FieldRuleSource): void {
  app.fieldRuleSource.source = next;
}

/** The most restrictive rule per field: hidden beats read-only. */
export function mergeFieldRules(rules: readonly FieldRule[]): FieldRules {
  const hidden = new Set<string>();
  const readonly = new Set<string>();
  for (const rule of rules) (rule.mode === 'hidden' ? hidden : readonly).add(rule.field);
  for (const name of hidden) readonly.delete(name);
  return { hidden, readonly };
}

/** Rules read once per request and entity (a request may look twice: list then dictionary texts). */
const perRequest = new WeakMap<FastifyRequest, Map<string, Promise<FieldRules>>>();

export function fieldRulesFor(request: FastifyRequest, entityId: string): Promise<FieldRules> {
  const user = request.user as SessionUser | undefined;
  const { source } = request.server.fieldRuleSource;
  if (!source || !user || user.isAdmin) return Promise.resolve(NO_RULES);
  let known = perRequest.get(request);
  if (!known) perRequest.set(request, (known = new Map()));
  let rules = known.get(entityId);
  if (!rules) {
    rules = source(request.server.db, user, entityId).then(mergeFieldRules);
    known.set(entityId, rules);
  }
  return rules;
}

function restrictField(field: ResolvedField, mode: FieldRuleMode): ResolvedField {
  const schema = { ...field.schema, readOnly: true };
  if (mode === 'readonly') return { ...field, schema, writable: false, importable: false };
  return {
    ...field,
    schema,
    readable: false,
    filterable: false,
    sortable: false,
    exportable: false,
    writable: false,
    importable: false,
  };
}

/** Restricted copies per entity object and rule set, so each copy's write validator compiles once. */
const views = new WeakMap<ResolvedEntity, Map<string, ResolvedEntity>>();

export function restrictEntity(entity: ResolvedEntity, rules: FieldRules): ResolvedEntity {
  const hidden = [...rules.hidden].filter((n) => entity.fields.has(n)).sort();
  const readonly = [...rules.readonly].filter((n) => entity.fields.has(n)).sort();
  if (hidden.length === 0 && readonly.length === 0) return entity;
  const key = `${hidden.join(',')}|${readonly.join(',')}`;
  let byKey = views.get(entity);
  if (!byKey) views.set(entity, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const fields = new Map<string, ResolvedField>();
  for (const [name, field] of entity.fields) {
    const mode: FieldRuleMode | undefined = rules.hidden.has(name)
      ? 'hidden'
      : rules.readonly.has(name)
        ? 'readonly'
        : undefined;
    fields.set(name, mode ? restrictField(field, mode) : field);
  }
  const properties = { ...entity.schema.properties };
  for (const name of readonly) properties[name] = fields.get(name)!.schema;
  // The browser is not told about a hidden field at all (properties and required lose it).
  for (const name of hidden) delete properties[name];
  const required = entity.schema.required?.filter((n) => !rules.hidden.has(n));
  const view: ResolvedEntity = {
    ...entity,
    schema: { ...entity.schema, properties, ...(required ? { required } : {}) },
    fields,
    uniqueFields: entity.uniqueFields.map((f) => fields.get(f.name) ?? f),
    dictFields: entity.dictFields
      .filter((f) => !rules.hidden.has(f.name))
      .map((f) => fields.get(f.name) ?? f),
  };
  byKey.set(key, view);
  return view;
}

/**
 * The entity as this request's user may see and write it (the entity itself when unrestricted).
 * This is the one answer to "what may this caller read of entity X": every path that reads rows
 * asks it — the CRUD (list, record, export, duplicate check), table dictionaries, the user
 * pickers, online reports and workflow answers — so a hidden field has no side door.
 */
export async function fieldView(request: FastifyRequest, entity: ResolvedEntity): Promise<ResolvedEntity> {
  return restrictEntity(entity, await fieldRulesFor(request, entity.id));
}

const readableNames = new WeakMap<ResolvedEntity, ReadonlySet<string>>();

/** The names of the stored fields of `entity` this request's user may read (fieldView's readable columns). */
export async function readableFieldNames(
  request: FastifyRequest,
  entity: ResolvedEntity,
): Promise<ReadonlySet<string>> {
  const view = await fieldView(request, entity);
  let names = readableNames.get(view);
  if (!names) {
    names = new Set(
      [...view.fields.values()].filter((f) => f.readable && f.column !== null).map((f) => f.name),
    );
    readableNames.set(view, names);
  }
  return names;
}

/**
 * A record of `entity` answered by a module's own route (keys are the entity's field names) without
 * the fields this request's user may not read; keys that are no field of the entity stay. The answer
 * itself when the user may read every field.
 */
export async function readableAnswer<T extends Record<string, unknown>>(
  request: FastifyRequest,
  entity: ResolvedEntity,
  answer: T,
): Promise<Partial<T>> {
  const view = await fieldView(request, entity);
  if (view === entity) return answer;
  return Object.fromEntries(
    Object.entries(answer).filter(
      ([name]) => !entity.fields.has(name) || view.fields.get(name)?.readable === true,
    ),
  ) as Partial<T>;
}

/** A page without the fields hidden from its user (query, columns, form, detail groups). */
export function restrictPage(page: PageSchema, rules: FieldRules): PageSchema {
  if (rules.hidden.size === 0) return page;
  const shown = (name: string) => !rules.hidden.has(name);
  const out: PageSchema = { ...page };
  if (page.query) out.query = page.query.filter((q) => shown(q.field));
  if (page.columns) out.columns = page.columns.filter((c) => shown(c.field));
  if (page.form?.fields) out.form = { ...page.form, fields: page.form.fields.filter(shown) };
  if (page.groups) {
    out.groups = page.groups
      .map((g) => ({ ...g, fields: g.fields.filter((f) => shown(typeof f === 'string' ? f : f.field)) }))
      .filter((g) => g.fields.length > 0);
  }
  if (page.defaultSort && !shown(page.defaultSort.column)) delete out.defaultSort;
  return out;
}
