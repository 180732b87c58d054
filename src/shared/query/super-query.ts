/**
 * `superQueryParams` (URL-encoded JSON array of {field, rule, val, type, dbType}) and
 * `superQueryMatchType` (and | or) of the advanced query (reference/jeecg.md §1.3, SPEC §5).
 * Fields are looked up in the entity; `type`/`dbType` from the request are ignored because the
 * entity already says what the field is.
 */
import type { ResolvedEntity } from '../schema/registry';
import type { Condition } from './ast';
import { checkText, coerceValue, isTextField } from './coerce';
import { queryErrors } from './errors';

const PARAM = 'superQueryParams';
const MAX_LINES = 50;
const RULES = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'like', 'left_like', 'right_like'] as const;
type Rule = (typeof RULES)[number];

function decode(raw: string): unknown {
  for (const text of [raw, safeDecode(raw)]) {
    if (text === null) continue;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // fall through to the URL-decoded reading (the client encodes the JSON once more)
    }
  }
  throw queryErrors.badValue(PARAM);
}

function safeDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function isRule(value: unknown): value is Rule {
  return typeof value === 'string' && (RULES as readonly string[]).includes(value);
}

function line(entity: ResolvedEntity, item: unknown, index: number): Condition | null {
  const at = `${PARAM}[${index}]`;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) throw queryErrors.badValue(at);
  const { field: name, rule, val } = item as Record<string, unknown>;
  if (typeof name !== 'string') throw queryErrors.badValue(`${at}.field`);
  const field = entity.fields.get(name);
  if (!field) throw queryErrors.unknown(`${at}.field=${name}`);
  if (!field.filterable) throw queryErrors.notFilterable(`${at}.field=${name}`);
  if (!isRule(rule)) throw queryErrors.badRule(`${at}.rule`);
  const column = field.column as string;
  if (val === undefined || val === null || val === '' || (Array.isArray(val) && val.length === 0))
    return null;
  // Only scalars (or a list of them): String({}) would compare against '[object Object]'.
  const scalars = Array.isArray(val) ? val : [val];
  if (!scalars.every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
    throw queryErrors.badValue(`${at}.val`);
  const texts = scalars.map(String);
  if (rule === 'in') {
    const values = texts.flatMap((t) => t.split(',')).filter((t) => t !== '');
    if (values.length === 0 || values.length > 200) throw queryErrors.badValue(`${at}.val`);
    return { kind: 'in', field: name, column, values: values.map((v) => coerceValue(field, v, `${at}.val`)) };
  }
  // Every rule but 'in' keeps the first value (SPEC §5, advanced query).
  // texts has at least one entry: an empty val returned above.
  const text = texts[0] ?? '';
  if (rule === 'like' || rule === 'left_like' || rule === 'right_like') {
    if (!isTextField(field)) throw queryErrors.badRule(`${at}.rule`);
    const mode = rule === 'like' ? 'contains' : rule === 'left_like' ? 'ends' : 'starts';
    return { kind: 'like', field: name, column, mode, value: checkText(text, `${at}.val`) };
  }
  return { kind: 'compare', field: name, column, op: rule, value: coerceValue(field, text, `${at}.val`) };
}

export function parseSuperQuery(
  entity: ResolvedEntity,
  raw: string | undefined,
  matchRaw: string | undefined,
): Condition | null {
  let match: 'and' | 'or' = 'and';
  if (matchRaw !== undefined && matchRaw !== '') {
    if (matchRaw !== 'and' && matchRaw !== 'or') throw queryErrors.badValue('superQueryMatchType');
    match = matchRaw;
  }
  if (raw === undefined || raw === '') return null;
  const items = decode(raw);
  if (!Array.isArray(items) || items.length > MAX_LINES) throw queryErrors.badValue(PARAM);
  const conditions = items.map((item, i) => line(entity, item, i)).filter((c): c is Condition => c !== null);
  return conditions.length === 0 ? null : { kind: 'group', match, conditions };
}
