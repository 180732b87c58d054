/** The list grammar's refusals as 400 answers in the request language. */
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import { parseListQuery, type QueryParams } from '../../../../shared/query/list-query';
import { QueryError } from '../../../../shared/query/errors';
import { HttpError } from '../../../http/errors';
import { parseTreeLevel, TREE_PARAMS, type CrudListQuery } from './tree-level';

export function parseRequestQuery(
  request: FastifyRequest,
  entity: ResolvedEntity,
  options: { maxPageSize?: number } = {},
): CrudListQuery {
  try {
    const params: QueryParams = { ...((request.query ?? {}) as QueryParams) };
    const tree = { pidField: params.pidField, pid: params.pid };
    for (const name of TREE_PARAMS) delete params[name];
    const query: CrudListQuery = parseListQuery(entity, params, options);
    const level = parseTreeLevel(entity, tree.pidField, tree.pid);
    // Filtered tree lists answer the matches flat, whatever level they sit on.
    if (level && query.conditions.length === 0) query.level = level;
    return query;
  } catch (error) {
    if (error instanceof QueryError) throw new HttpError(400, request.t(error.text));
    throw error;
  }
}
