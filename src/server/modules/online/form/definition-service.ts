/**
 * Writing definitions (addAll/editAll, import, copy): checked as a whole (validate-definition.ts),
 * then head, fields and indexes written in one transaction; every edit bumps table_version. The
 * designer's generic CRUD path runs the same checks from the head entity's hooks (head-hooks.ts).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { newId } from '../../../db/ids';
import { HttpError } from '../../../http/errors';
import type { MessagePair } from '../../../http/i18n';
import type { CgformDefinition } from './definition-types';
import { definitionContext } from './context';
import type { SchemaSource } from '../../schema/registry';
import { ONL_MSG } from './messages';
import type { DefinitionDraft } from './normalize';
import { fieldColumns, headColumns, indexColumns } from './rows';
import { lockDefinition } from './store';
import { IDENTIFIER, validateDefinition, type DefinitionProblem } from './validate-definition';

type Db = Kysely<Database> | Transaction<Database>;
export type Translate = (pair: MessagePair) => string;

/** 422 with every problem; the messages name a designer row by its title (字段“单价”：…), the paths stay for the form. */
export function problemsError(t: Translate, problems: DefinitionProblem[]): HttpError {
  const errors = problems.map((p) => ({
    field: p.field,
    message: p.fieldLabel ? t(ONL_MSG.inField(p.fieldLabel, p.message)) : t(p.message),
  }));
  return new HttpError(422, errors[0]!.message, errors);
}

/** A renamed table is refused once the form was published or synced (its table and codes carry the name). */
export const TABLE_NAME_LOCKED: MessagePair = {
  'zh-CN': '已发布或已同步的表单不能修改表名',
  'en-US': 'The table name of a published or synchronised form cannot change',
};

/** Checks the draft against the database; throws 422 with every problem. */
export async function checkDraft(
  app: SchemaSource,
  db: Db,
  t: Translate,
  draft: DefinitionDraft,
  stored?: CgformDefinition,
): Promise<void> {
  const ctx = await definitionContext(
    app,
    db,
    draft,
    stored ? { headId: stored.head.id, tableName: stored.head.tableName } : {},
  );
  const problems = validateDefinition(draft, ctx);
  if (
    stored &&
    stored.head.tableName !== draft.head.tableName &&
    (stored.head.publishedVersion !== null || stored.head.syncedVersion !== null)
  ) {
    problems.unshift({ field: 'head.tableName', message: TABLE_NAME_LOCKED });
  }
  if (problems.length > 0) throw problemsError(t, problems);
}

/** Replaces the fields and indexes of a head by the draft's: rows with a known id are updated (their rename source kept). */
async function writeRows(
  trx: Transaction<Database>,
  headId: string,
  draft: DefinitionDraft,
  user: string,
  stored?: CgformDefinition,
): Promise<void> {
  const storedFields = new Map((stored?.fields ?? []).map((f) => [f.id, f]));
  const keepFields = new Set<string>();
  for (const [i, field] of draft.fields.entries()) {
    const known = field.id ? storedFields.get(field.id) : undefined;
    const columns = fieldColumns(
      { ...field, dbFieldNameOld: field.dbFieldNameOld ?? known?.dbFieldNameOld ?? null },
      i,
    );
    if (known) {
      keepFields.add(known.id);
      await trx
        .updateTable('onl_cgform_field')
        .set({ ...columns, update_by: user, update_time: new Date() })
        .where('id', '=', known.id)
        .execute();
    } else {
      await trx
        .insertInto('onl_cgform_field')
        .values({ id: newId(), cgform_head_id: headId, ...columns, create_by: user })
        .execute();
    }
  }
  const dropFields = [...storedFields.keys()].filter((id) => !keepFields.has(id));
  if (dropFields.length > 0) await trx.deleteFrom('onl_cgform_field').where('id', 'in', dropFields).execute();
  // Indexes carry no history: replaced as a whole.
  await trx.deleteFrom('onl_cgform_index').where('cgform_head_id', '=', headId).execute();
  for (const index of draft.indexes) {
    await trx
      .insertInto('onl_cgform_index')
      .values({ id: newId(), cgform_head_id: headId, ...indexColumns(index), create_by: user })
      .execute();
  }
}

/** Field names must not repeat within the draft before the unique constraint would say so. */
export async function addDefinition(
  app: SchemaSource,
  db: Kysely<Database>,
  t: Translate,
  user: string,
  draft: DefinitionDraft,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await checkDraft(app, trx, t, draft);
    const id = newId();
    await trx
      .insertInto('onl_cgform_head')
      .values({ id, ...headColumns(draft.head), table_version: 1, create_by: user })
      .execute();
    await writeRows(trx, id, draft, user);
    return id;
  });
}

export async function editDefinition(
  app: SchemaSource,
  db: Kysely<Database>,
  t: Translate,
  user: string,
  headId: string,
  draft: DefinitionDraft,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await lockDefinition(trx, headId);
    await checkDraft(app, trx, t, draft, stored);
    await trx
      .updateTable('onl_cgform_head')
      .set({
        ...headColumns(draft.head),
        table_version: stored.head.tableVersion + 1,
        update_by: user,
        update_time: new Date(),
      })
      .where('id', '=', headId)
      .execute();
    await writeRows(trx, headId, draft, user, stored);
  });
}

/** The definition as portable JSON: no ids, no versions (format certdesk-cgform/1). */
export function exportDefinition(definition: CgformDefinition): Record<string, unknown> {
  const { id: _id, tableVersion: _v, publishedVersion: _p, syncedVersion: _s, ...head } = definition.head;
  const fields = definition.fields.map(({ id: _fid, cgformHeadId: _h, ...field }) => field);
  const indexes = definition.indexes.map(({ id: _iid, cgformHeadId: _h, ...index }) => index);
  return { format: 'certdesk-cgform/1', head, fields, indexes };
}

/** `<name>_copyN` with the smallest N free among the definitions; null when no such name fits 63 characters. */
export async function copyName(db: Db, name: string): Promise<string | null> {
  const taken = new Set(
    (
      await db
        .selectFrom('onl_cgform_head')
        .select('table_name')
        .where('table_name', 'like', `${name}_copy%`)
        .execute()
    ).map((r) => r.table_name),
  );
  for (let n = 1; n < 1000; n++) {
    const candidate = `${name}_copy${n}`;
    if (candidate.length > 63) return null;
    if (!taken.has(candidate)) return candidate;
  }
  return null;
}

/** The draft of a copy: same fields and indexes under the new table name (index names follow it). */
export function copyDraft(definition: CgformDefinition, newName: string): DefinitionDraft {
  const old = definition.head.tableName;
  const exported = exportDefinition(definition) as unknown as DefinitionDraft;
  const rename = (index: string) => {
    const renamed = index.includes(old) ? index.split(old).join(newName) : `${newName}_${index}`;
    return IDENTIFIER.test(renamed) && renamed.length <= 63 ? renamed : index;
  };
  return {
    head: { ...exported.head, tableName: newName },
    fields: exported.fields.map((f) => ({ ...f, dbFieldNameOld: null })),
    indexes: exported.indexes.map((i) => ({ ...i, indexName: rename(i.indexName) })),
  };
}
