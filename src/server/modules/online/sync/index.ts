/**
 * GET /online/cgform/head/doDbSynch/:id → the plan of the form's published version (steps, the
 * names to confirm and the dialog's form); POST the same path with `{ confirm: [...] }` (or the
 * dialog's `values`) → runs it (apply.ts) and marks the definition synced: synced_version =
 * the published version, every field's db_field_name_old = db_field_name. Permission
 * online:cgform:sync (admins; grant it only to whom may drop data). A form not yet published: 409.
 * The same routes without `/:id` take it as `?id=` (GET) or body `id` (POST): the list's row action
 * (kind `form`) templates ids into queries and bodies, not paths.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkEntityDocument } from '../../../../shared/schema/meta-check';
import { resolveEntity, type ResolvedEntity } from '../../../../shared/schema/registry';
import type { FieldError } from '../../../../shared/envelope';
import { ok } from '../../../http/envelope';
import { LocalizedHttpError } from '../../../http/errors';
import { MSG } from '../../../http/messages';
import { loadDefinition, publishedVersion, type CgformDefinition } from '../form/store';
import { planSync, PlanError, type DefinitionIndex, type SyncPlan } from './plan';
import { applySync, ConfirmationRequired, SyncFailed } from './apply';
import { UnsafeIdentifierError } from './identifiers';
import { confirmationsOf, confirmKey, syncForm } from './sync-form';
import { SYNC_MSG } from './messages';

export const SYNC_PERMISSION = 'online:cgform:sync';
const PATH = '/online/cgform/head/doDbSynch/:id';
/** The same without the id in the path (the list's row action sends it as `?id=` / body `id`). */
const PATH_NO_ID = '/online/cgform/head/doDbSynch';

interface Planned {
  definition: CgformDefinition;
  version: number;
  plan: SyncPlan;
}

/** old → new column names of the fields renamed since the last sync. */
function renamesOf(definition: CgformDefinition): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of definition.fields) {
    if (field.dbFieldNameOld && field.dbFieldNameOld !== field.dbFieldName)
      out[field.dbFieldNameOld] = field.dbFieldName;
  }
  return out;
}

/** The definition's indexes over fields the published entity has (others wait for the next publish). */
function publishedIndexes(definition: CgformDefinition, entity: ResolvedEntity): DefinitionIndex[] {
  const columns = new Set([...entity.fields.values()].map((f) => f.column));
  return definition.indexes.filter((index) =>
    index.indexField
      .split(',')
      .map((name) => name.trim())
      .every((name) => columns.has(name) || entity.fields.has(name)),
  );
}

/** Refusals of the planner and the identifier rule as 422s; anything else goes on. */
function asHttpError(error: unknown): unknown {
  if (error instanceof PlanError) return new LocalizedHttpError(422, error.pair);
  if (error instanceof UnsafeIdentifierError)
    return new LocalizedHttpError(422, SYNC_MSG.unsafeName(error.identifier));
  return error;
}

function idOf(request: FastifyRequest): string {
  const candidates = [
    (request.params as { id?: unknown }).id,
    (request.query as { id?: unknown } | undefined)?.id,
    (request.body as { id?: unknown } | undefined)?.id,
  ];
  const id = candidates.find((c) => typeof c === 'string' && c !== '');
  if (typeof id !== 'string' || id.length > 64) throw new LocalizedHttpError(404, MSG.notFound);
  return id;
}

async function planFor(app: FastifyInstance, request: FastifyRequest): Promise<Planned> {
  const id = idOf(request);
  const definition = await loadDefinition(app.db, id);
  if (!definition) throw new LocalizedHttpError(404, MSG.notFound);
  const published =
    definition.head.publishedVersion === null
      ? undefined
      : await publishedVersion(app.db, definition.head.tableName);
  if (!published) throw new LocalizedHttpError(409, SYNC_MSG.notPublished);
  try {
    const entity = resolveEntity(
      checkEntityDocument(`published:${definition.head.tableName}`, published.entity),
    );
    const plan = await planSync(app, app.db, {
      entity,
      renames: renamesOf(definition),
      indexes: publishedIndexes(definition, entity),
    });
    return { definition, version: published.version, plan };
  } catch (error) {
    throw asHttpError(error);
  }
}

export default async function onlineSyncRoutes(app: FastifyInstance): Promise<void> {
  const answerPlan = async (request: FastifyRequest) => {
    const { definition, version, plan } = await planFor(app, request);
    return ok({
      headId: definition.head.id,
      tableName: plan.table,
      publishedVersion: version,
      syncedVersion: definition.head.syncedVersion,
      steps: plan.steps,
      form: syncForm(plan),
    });
  };

  const runPlan = async (request: FastifyRequest) => {
    const { definition, version, plan } = await planFor(app, request);
    const headId = definition.head.id;
    try {
      const result = await applySync(app.db, plan, {
        confirm: confirmationsOf(request.body),
        files: app,
        user: request.user,
        backupName: request.t(SYNC_MSG.backupName(plan.table)),
        onApplied: async (trx) => {
          await trx
            .updateTable('onl_cgform_head')
            .set({ synced_version: version })
            .where('id', '=', headId)
            .execute();
          await trx
            .updateTable('onl_cgform_field')
            .set((eb) => ({ db_field_name_old: eb.ref('db_field_name') }))
            .where('cgform_head_id', '=', headId)
            .execute();
        },
      });
      const message = plan.steps.length === 0 ? SYNC_MSG.upToDate : SYNC_MSG.synced;
      return ok(
        { steps: result.steps, backupPath: result.backupPath, syncedVersion: version },
        request.t(message),
      );
    } catch (error) {
      if (error instanceof ConfirmationRequired) {
        const fields: Array<FieldError & { column: string }> = error.names.map((name, i) => ({
          field: confirmKey(error.indexes[i] ?? i),
          column: name,
          message: request.t(SYNC_MSG.confirmField(name)),
        }));
        throw new LocalizedHttpError(422, SYNC_MSG.needConfirm(error.names), fields);
      }
      if (error instanceof SyncFailed) {
        request.log.error({ err: error.reason }, 'database sync failed and was rolled back');
        throw new LocalizedHttpError(409, SYNC_MSG.failed);
      }
      throw error;
    }
  };

  for (const path of [PATH, PATH_NO_ID]) {
    app.get(path, { config: { permission: SYNC_PERMISSION } }, answerPlan);
    app.post(path, { config: { permission: SYNC_PERMISSION } }, runPlan);
  }
}
