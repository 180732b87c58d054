/**
 * queryById's sub tables (x-sub-tables): each sub table's rows of the record under its property,
 * in the order field's order (then creation), scoped like the sub entity and with its dictionary
 * texts; a sub table whose list code the user lacks is left out.
 */
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import { subTablesOf } from '../../../../shared/schema/sub-tables';
import { userHasPermission } from '../../../auth/session-user';
import { entityHooks } from '../hooks';
import { pageDicts } from './list';
import type { LooseDb } from '../loose-db';
import { addDictTexts, dictCodes, selectedFields, selections, type Row } from './rows';
import { visibleRows } from './scope';
import { subEntity } from '../write/sub-tables';
import { fieldView } from '../rules/field-rules';

export async function addSubRows(
  request: FastifyRequest,
  db: LooseDb,
  entity: ResolvedEntity,
  record: Row | undefined,
): Promise<void> {
  if (!record) return;
  for (const spec of subTablesOf(entity.schema)) {
    const sub = subEntity(request.server, spec);
    if (!userHasPermission(request.user, sub.schema['x-permissions'].list)) continue;
    // The user's field rules of the sub entity: its hidden fields are not answered (rules/field-rules.ts).
    const fields = selectedFields(await fieldView(request, sub));
    const fk = sub.fields.get(spec.foreignKey)?.column as string;
    let query = visibleRows(request.server, db, sub, request.user)
      .select(selections(fields))
      .where(sql.ref(fk), '=', record.id);
    const order = spec.orderField ? sub.fields.get(spec.orderField)?.column : undefined;
    if (order) query = query.orderBy(sql.ref(order), 'asc');
    const rows = (await query.orderBy('create_time', 'asc').orderBy('id', 'asc').execute()) as Row[];
    addDictTexts(rows, fields, await pageDicts(request.server.db, dictCodes(fields)), request.locale);
    await entityHooks(request.server, sub.id).decorateRows?.(
      { app: request.server, db, user: request.user, t: (pair) => request.t(pair) },
      rows,
    );
    record[spec.property] = rows;
  }
}
