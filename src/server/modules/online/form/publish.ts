/**
 * POST /online/cgform/head/publish?id=: the definition, checked again, becomes its entity and page
 * schemas (build-schemas.ts), meta-checked, stored as onl_cgform_version = table_version, set as
 * published_version, registered in this process (replacing the older version) and its permission
 * codes online:<code>:* written as button rows of sys_permission (the role screen grants them).
 * All in one transaction: a schema the registry refuses leaves nothing published.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { newId } from '../../../db/ids';
import { HttpError } from '../../../http/errors';
import { checkEntityDocument, checkPageDocument } from '../../../../shared/schema/meta-check';
import { SchemaError } from '../../../../shared/schema/registry';
import { schemaRegistry } from '../../schema/registry';
import { buttonId, menuId } from '../../../seed/menus';
import { buildSchemas, ONLINE_ACTIONS, onlinePermission, type SubTableInput } from './build-schemas';
import type { CgformDefinition } from './definition-types';
import { checkDraft } from './definition-service';
import { ONL_MSG } from './messages';
import { PERMISSION_ACTION_TITLES } from '../../../../shared/schema/permission-actions';
import {
  loadDefinition,
  lockDefinition,
  registeredVersion,
  registerPublished,
  registerVersion,
  unregisterPublished,
} from './store';

/**
 * The entry the online forms' codes hang under in the role screen (schemas/menus/online.json): a hidden
 * top-level one, because the grant tree ticks a button's parents, and under 在线表单开发 granting a form to
 * staff showed them the designer's menu without its codes.
 */
export const ONLINE_FORMS_MENU = 'online-forms';

async function subTablesOf(trx: Transaction<Database>, code: string): Promise<SubTableInput[]> {
  const keys = await trx
    .selectFrom('onl_cgform_field as f')
    .innerJoin('onl_cgform_head as h', 'h.id', 'f.cgform_head_id')
    .select(['h.id', 'h.table_name', 'f.db_field_name'])
    .where('f.main_table', '=', code)
    .where('h.table_type', '=', 3)
    .orderBy('h.table_name')
    .execute();
  const subs: SubTableInput[] = [];
  for (const key of keys) {
    if (subs.some((s) => s.definition.head.id === key.id)) continue;
    const definition = await loadDefinition(trx, key.id);
    const foreignKey = definition?.fields.find((f) => f.dbFieldName === key.db_field_name);
    if (definition && foreignKey) subs.push({ definition, foreignKey });
  }
  return subs;
}

async function writePermissions(
  trx: Transaction<Database>,
  definition: CgformDefinition,
  user: string,
): Promise<void> {
  const code = definition.head.tableName;
  const rows = ONLINE_ACTIONS.map((action, i) => ({
    id: buttonId(onlinePermission(code, action)),
    parent_id: menuId(ONLINE_FORMS_MENU),
    name: `${definition.head.tableTxt}-${PERMISSION_ACTION_TITLES[action][0]}`,
    name_en: `${definition.head.tableTxtEn || definition.head.tableTxt} - ${PERMISSION_ACTION_TITLES[action][1]}`,
    menu_type: 2,
    perms: onlinePermission(code, action),
    perms_type: '1',
    sort_no: i + 1,
    status: '1',
    create_by: user,
  }));
  await trx
    .insertInto('sys_permission')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Publishes a main table together with its sub tables no version was published for yet, in the
 * same transaction: a sub table is only usable through its main, so publishing both is what the
 * admin asked for. A failure rolls all back and takes the sub tables out of this process again.
 */
export async function publishDefinition(
  app: FastifyInstance,
  request: FastifyRequest,
  headId: string,
): Promise<number> {
  const alongside: string[] = [];
  try {
    return await app.db.transaction().execute((trx) => publishLocked(trx, request, headId, alongside));
  } catch (error) {
    for (const code of alongside) unregisterPublished(app, code);
    throw error;
  }
}

/** Publishes one definition inside `trx`; unpublished sub tables first (their codes added to `alongside`). */
async function publishLocked(
  trx: Transaction<Database>,
  request: FastifyRequest,
  headId: string,
  alongside: string[],
): Promise<number> {
  const user = request.user.username;
  const definition = await lockDefinition(trx, headId);
  await checkDraft(request.server, trx, (p) => request.t(p), definition, definition);
  const code = definition.head.tableName;
  const subs = definition.head.tableType === 2 ? await subTablesOf(trx, code) : [];
  for (const sub of subs) {
    if (registeredVersion(request.server, sub.definition.head.tableName) !== undefined) continue;
    await publishLocked(trx, request, sub.definition.head.id, alongside);
    alongside.push(sub.definition.head.tableName);
  }
  const tableOf = (id: string) => schemaRegistry(request.server).entities.get(id)?.table;
  const built = buildSchemas(definition, subs, tableOf);
  try {
    checkEntityDocument(`online:${code}`, built.entity);
    checkPageDocument(`online-page:${code}`, built.page);
  } catch (error) {
    if (error instanceof SchemaError)
      throw new HttpError(422, `${request.t(ONL_MSG.publishInvalid)} (${error.message})`);
    throw error;
  }
  const version = definition.head.tableVersion;
  await trx
    .deleteFrom('onl_cgform_version')
    .where('cgform_head_id', '=', headId)
    .where('version', '=', version)
    .execute();
  await trx
    .insertInto('onl_cgform_version')
    .values({
      id: newId(),
      cgform_head_id: headId,
      version,
      entity_json: JSON.stringify(built.entity),
      page_json: JSON.stringify(built.page),
      published_by: user,
      create_by: user,
    })
    .execute();
  await trx
    .updateTable('onl_cgform_head')
    .set({ published_version: version, update_by: user, update_time: new Date() })
    .where('id', '=', headId)
    .execute();
  await writePermissions(trx, definition, user);
  try {
    registerVersion(request.server, code, { version, entity: built.entity, page: built.page });
  } catch (error) {
    if (error instanceof SchemaError)
      throw new HttpError(422, `${request.t(ONL_MSG.publishInvalid)} (${error.message})`);
    throw error;
  }
  return version;
}

/** Registers every published form at start: sub tables before the mains that hold them. */
export async function registerAllPublished(app: FastifyInstance): Promise<void> {
  const heads = await app.db
    .selectFrom('onl_cgform_head')
    .select(['table_name', 'table_type'])
    .where('published_version', 'is not', null)
    .execute();
  heads.sort((a, b) => (b.table_type === 3 ? 1 : 0) - (a.table_type === 3 ? 1 : 0));
  for (const head of heads) {
    try {
      await registerPublished(app, head.table_name);
    } catch (error) {
      app.log.warn({ err: error, form: head.table_name }, 'online form not registered');
    }
  }
}
