/**
 * The category tree's reads (SPEC §7): loadTreeRoot (pcode), loadTreeChildren (pid), loadOne (field,
 * val), loadTreeData (pid, pcode, condition) and loadDictItem/ (ids). Any signed-in user may read
 * them: forms of every role pick categories; editing the tree is the entity's CRUD with its codes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { hasNul } from '../../../shared/validation/column-limits';
import { CATEGORY_MSG } from './category-messages';
import {
  CONDITION_COLUMNS,
  categoryName,
  idOfCode,
  levelRows,
  rowsWhere,
  subtree,
  toNode,
  type ConditionField,
} from './category-tree';

const MAX_IDS = 500;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function param(request: FastifyRequest, name: string): string {
  const value = ((request.query ?? {}) as Record<string, unknown>)[name];
  if (value === undefined || value === null) return '';
  // A repeated parameter arrives as an array; text with a NUL matches no column.
  if (typeof value !== 'string' || hasNul(value)) throw new HttpError(400, request.t(CATEGORY_MSG.badPid));
  return value.trim();
}

function idParam(request: FastifyRequest, name: string): string {
  const value = param(request, name);
  if (value !== '' && !ID_PATTERN.test(value)) throw new HttpError(400, request.t(CATEGORY_MSG.badPid));
  return value;
}

/** condition: a JSON object of name/nameEn/code equalities, else the spec's message. */
function conditionOf(request: FastifyRequest): Partial<Record<ConditionField, string>> {
  const raw = param(request, 'condition');
  if (raw === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new HttpError(400, request.t(CATEGORY_MSG.badCondition));
  const condition: Partial<Record<ConditionField, string>> = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (
      !Object.hasOwn(CONDITION_COLUMNS, field) ||
      (typeof value !== 'string' && typeof value !== 'number')
    ) {
      throw new HttpError(400, request.t(CATEGORY_MSG.badCondition));
    }
    condition[field as ConditionField] = String(value);
  }
  return condition;
}

/** The parent a pcode names: '0' the roots, else the category with that code (unknown: 400). */
async function parentOfCode(
  app: FastifyInstance,
  request: FastifyRequest,
  pcode: string,
): Promise<string | null> {
  if (pcode === '0') return null;
  if (hasNul(pcode) || pcode.length > 64) throw new HttpError(400, request.t(CATEGORY_MSG.badPid));
  const id = await idOfCode(app.db, pcode);
  if (id === undefined) throw new HttpError(400, request.t(CATEGORY_MSG.unknownCode(pcode)));
  return id;
}

export function registerCategoryRoutes(app: FastifyInstance): void {
  const config = { authenticated: true } as const;

  app.get('/sys/category/loadTreeRoot', { config }, async (request) => {
    const pcode = param(request, 'pcode');
    if (pcode === '') throw new HttpError(400, request.t(CATEGORY_MSG.badPcode));
    const parent = await parentOfCode(app, request, pcode);
    // async=false: the whole subtree at once (JCategorySelect's synchronous mode); else one level.
    if (param(request, 'async') === 'false') return ok(await subtree(app.db, parent, request.locale));
    return ok((await levelRows(app.db, parent)).map((r) => toNode(r, request.locale)));
  });

  app.get('/sys/category/loadTreeChildren', { config }, async (request) => {
    const pid = idParam(request, 'pid');
    if (pid === '') throw new HttpError(400, request.t(CATEGORY_MSG.badPid));
    return ok((await levelRows(app.db, pid === '0' ? null : pid)).map((r) => toNode(r, request.locale)));
  });

  app.get('/sys/category/loadOne', { config }, async (request) => {
    const field = param(request, 'field');
    const val = param(request, 'val');
    if ((field !== 'id' && field !== 'code' && field !== 'name') || val === '' || val.length > 100) {
      throw new HttpError(400, request.t(CATEGORY_MSG.badPid));
    }
    const rows = await rowsWhere(app.db, field, [val]);
    const [first] = rows;
    if (!first) throw new HttpError(404, request.t(CATEGORY_MSG.notFound));
    if (rows.length > 1) throw new HttpError(409, request.t(CATEGORY_MSG.manyFound(field, val)));
    return ok({
      id: first.id,
      pid: first.pid ?? '',
      name: categoryName(first, request.locale),
      code: first.code,
      hasChild: first.has_child,
    });
  });

  app.get('/sys/category/loadTreeData', { config }, async (request) => {
    const pid = idParam(request, 'pid');
    const pcode = param(request, 'pcode');
    const condition = conditionOf(request);
    const parent =
      pid !== '' ? (pid === '0' ? null : pid) : pcode !== '' ? await parentOfCode(app, request, pcode) : null;
    return ok((await levelRows(app.db, parent, condition)).map((r) => toNode(r, request.locale)));
  });

  // The trailing slash is the spec's (JeecgBoot's) address; both spellings answer the same.
  const loadDictItem = async (request: FastifyRequest) => {
    const ids = param(request, 'ids')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
    if (ids.length === 0) throw new HttpError(400, request.t(CATEGORY_MSG.idsRequired));
    if (ids.length > MAX_IDS || ids.some((id) => !ID_PATTERN.test(id)))
      throw new HttpError(400, request.t(CATEGORY_MSG.badPid));
    const byId = new Map(
      (await rowsWhere(app.db, 'id', ids)).map((r) => [r.id, categoryName(r, request.locale)]),
    );
    return ok(ids.map((id) => byId.get(id) ?? id));
  };
  app.get('/sys/category/loadDictItem/', { config }, loadDictItem);
  app.get('/sys/category/loadDictItem', { config }, loadDictItem);
}
