/**
 * The field-rule entity (schemas/entities/sys_role_field_rule.json) beyond its schema: the form
 * picks one "entity · field" (virtual `target`), which the hooks check against the registry and
 * store as the entity and field columns; reads answer the target back and the names as texts;
 * the page answer lists the roles and every registered entity's fields as the pickers' choices.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/errors';
import type { MessagePair } from '../../../http/i18n';
import { resolveText } from '../../../../shared/schema/i18n';
import type { EntitySchema, FieldSchema } from '../../../../shared/schema/types';
import { registerEntityHooks, hookText, type HookContext } from '../../crud/hooks';
import type { LooseDb } from '../../crud/loose-db';
import { schemaRegistry, type SchemaSource } from '../../schema/registry';
import { registerPageAnswerDecorator, type PageAnswer } from '../../schema/page-answer-decorators';

export const FIELD_RULE_ENTITY = 'sys_role_field_rule';
export const FIELD_RULE_PAGE = 'sys-role-field-rule-list';

const MSG = {
  badTarget: { 'zh-CN': '请选择已注册实体的字段!', 'en-US': 'Choose a field of a registered entity!' },
  badRole: { 'zh-CN': '角色不存在!', 'en-US': 'The role does not exist!' },
} satisfies Record<string, MessagePair>;

const MODE_TEXT: Record<string, MessagePair> = {
  hidden: { 'zh-CN': '隐藏', 'en-US': 'Hidden' },
  readonly: { 'zh-CN': '只读', 'en-US': 'Read-only' },
};

type Row = Record<string, unknown>;
type Locale = 'zh-CN' | 'en-US';

/** `<entity id>:<field name>` of a registered entity's field other than its id; undefined otherwise. */
function parseTarget(app: SchemaSource, value: unknown): { entity: string; field: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const [entity, field, ...rest] = value.split(':');
  if (!entity || !field || rest.length > 0 || field === 'id') return undefined;
  return schemaRegistry(app).entities.get(entity)?.fields.has(field) ? { entity, field } : undefined;
}

function refuse(ctx: HookContext, field: string, pair: MessagePair): never {
  const message = hookText(ctx, pair);
  throw new HttpError(422, message, [{ field, message }]);
}

async function setRuleColumns(ctx: HookContext, columns: Row, input: Row, adding: boolean): Promise<void> {
  if (adding || input.target !== undefined) {
    const target = parseTarget(ctx.app, input.target);
    if (!target) refuse(ctx, 'target', MSG.badTarget);
    columns.entity = target.entity;
    columns.field = target.field;
  }
  if (adding || input.roleId !== undefined) {
    const role = await ctx.db
      .selectFrom('sys_role')
      .select('id')
      .where('id', '=', String(input.roleId))
      .executeTakeFirst();
    if (!role) refuse(ctx, 'roleId', MSG.badRole);
  }
}

function entityTitle(app: SchemaSource, id: string, locale: Locale): string {
  const entity = schemaRegistry(app).entities.get(id);
  return entity ? resolveText(entity.schema.title, locale) : id;
}

function fieldTitle(app: SchemaSource, entityId: string, field: string, locale: Locale): string {
  const schema = schemaRegistry(app).entities.get(entityId)?.fields.get(field)?.schema;
  return schema ? `${resolveText(schema.title, locale)} (${field})` : field;
}

async function roleNames(db: LooseDb, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = (await db
    .selectFrom('sys_role')
    .select(['id', 'role_name'])
    .where('id', 'in', ids)
    .execute()) as Array<{ id: string; role_name: string }>;
  return new Map(rows.map((r) => [r.id, r.role_name]));
}

async function addTexts(app: SchemaSource, db: LooseDb, rows: Row[], locale: Locale): Promise<void> {
  const names = await roleNames(db, [
    ...new Set(rows.map((r) => String(r.roleId ?? '')).filter((id) => id !== '')),
  ]);
  for (const row of rows) {
    const entity = String(row.entity ?? '');
    const field = String(row.field ?? '');
    row.roleId_dictText = names.get(String(row.roleId ?? '')) ?? '';
    row.entity_dictText = `${entityTitle(app, entity, locale)} (${entity})`;
    row.field_dictText = fieldTitle(app, entity, field, locale);
    const mode = MODE_TEXT[String(row.mode ?? '')];
    row.mode_dictText = mode ? mode[locale] : '';
  }
}

/** Every registered entity's fields but the id, as "entity · field" choices, in the caller's language. */
function targetOptions(app: SchemaSource, locale: Locale): Array<{ value: string; text: string }> {
  const options: Array<{ value: string; text: string }> = [];
  const entities = [...schemaRegistry(app).entities.values()].sort((a, b) => a.id.localeCompare(b.id));
  for (const entity of entities) {
    const title = resolveText(entity.schema.title, locale);
    for (const [name, field] of entity.fields) {
      if (name === 'id') continue;
      options.push({
        value: `${entity.id}:${name}`,
        text: `${title} · ${resolveText(field.schema.title, locale)} (${entity.id}.${name})`,
      });
    }
  }
  return options;
}

function withOptions(
  schema: FieldSchema | undefined,
  options: Array<{ value: string; text: string }>,
): FieldSchema | undefined {
  return schema
    ? { ...schema, 'x-widget-options': { ...(schema['x-widget-options'] ?? {}), options } }
    : undefined;
}

async function decorateRulePage(request: FastifyRequest, answer: PageAnswer): Promise<PageAnswer> {
  const roles = await request.server.db
    .selectFrom('sys_role')
    .select(['id', 'role_name', 'role_code'])
    .orderBy('role_code')
    .execute();
  const properties: EntitySchema['properties'] = { ...answer.entity.properties };
  const roleId = withOptions(
    properties.roleId,
    roles.map((r) => ({ value: r.id, text: `${r.role_name} (${r.role_code})` })),
  );
  const target = withOptions(properties.target, targetOptions(request.server, request.locale));
  if (roleId) properties.roleId = roleId;
  if (target) properties.target = target;
  return { page: answer.page, entity: { ...answer.entity, properties } };
}

export function registerFieldRuleEntity(app: FastifyInstance): void {
  registerEntityHooks(app, FIELD_RULE_ENTITY, {
    beforeInsert: (ctx, columns, input) => setRuleColumns(ctx, columns, input, true),
    beforeUpdate: (ctx, columns, input) => setRuleColumns(ctx, columns, input, false),
    async decorateRows(ctx, rows) {
      for (const row of rows) row.target = `${String(row.entity)}:${String(row.field)}`;
      // The hook context carries the request's translator, not its locale: a pair of the locale names tells it.
      await addTexts(ctx.app, ctx.db, rows, hookText(ctx, { 'zh-CN': 'zh-CN', 'en-US': 'en-US' }) as Locale);
    },
    decorateListRows: (db, rows, locale, app) => addTexts(app, db, rows, locale),
  });
  registerPageAnswerDecorator(app, FIELD_RULE_PAGE, decorateRulePage);
}
