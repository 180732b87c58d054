/** The list grammar's refusals as 400 answers in the request language. */
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import type { ListQuery } from '../../../shared/query/ast';
import { parseListQuery, type QueryParams } from '../../../shared/query/list-query';
import { QueryError } from '../../../shared/query/errors';
import { HttpError } from '../../http/errors';

export function parseRequestQuery(request: FastifyRequest, entity: ResolvedEntity, options: { maxPageSize?: number } = {}): ListQuery {
  try {
    return parseListQuery(entity, (request.query ?? {}) as QueryParams, options);
  } catch (error) {
    if (error instanceof QueryError) throw new HttpError(400, request.t(error.text));
    throw error;
  }
}
