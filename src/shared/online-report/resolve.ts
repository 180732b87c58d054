/**
 * Checks a report definition against the registered entity schemas and resolves every name in it
 * to an entity, a table alias and a column. Only what the schemas declare can be named: fields of
 * the entities, and joins along their x-sub-tables relations (a main entity to its sub rows or a
 * sub row to its main record). The server builds its query only from the resolved form, so no
 * identifier of a definition reaches SQL unchecked.
 */
import { Ajv } from 'ajv';
import type { ResolvedEntity, ResolvedField } from '../schema/registry';
import { subTablesOf } from '../schema/sub-tables';
import definitionSchema from './report-definition.schema.json';
import type { ReportAggregate, ReportColumn, ReportDefinition, ReportProblem, ReportText } from './types';

const ajv = new Ajv({ allErrors: false, strict: false });
const validateShape = ajv.compile<ReportDefinition>(definitionSchema);

/** A table of the query: the base entity (t0) or a join (t1…). */
export interface ReportSource {
  sqlAlias: string;
  entity: ResolvedEntity;
  /** How the source joins the one it comes from: `<from>.<fromColumn> = <this>.<column>`. */
  join?: { from: string; fromColumn: string; column: string };
}

export interface ResolvedColumn {
  key: string;
  title: ReportText;
  width?: number;
  link?: string;
  total: boolean;
  hidden: boolean;
  aggregate?: ReportAggregate;
  /** The stored field the column reads; absent for count(*). */
  source?: { sqlAlias: string; column: string; field: ResolvedField };
  dict?: string;
  numeric: boolean;
}

export interface ResolvedParam {
  name: string;
  title: ReportText;
  default?: string | number | boolean;
  source: { sqlAlias: string; column: string; field: ResolvedField };
}

export interface ResolvedReport {
  definition: ReportDefinition;
  sources: ReportSource[];
  columns: ResolvedColumn[];
  params: ResolvedParam[];
  grouped: boolean;
}

type Lookup = (entityId: string) => ResolvedEntity | undefined;

const text = (zh: string, en: string): ReportText => ({ 'zh-CN': zh, 'en-US': en });

function isNumeric(field: ResolvedField): boolean {
  return field.schema.type === 'integer' || field.schema.type === 'number';
}

/** The declared relation between two entities: the column pair, or undefined when none is declared. */
function relation(
  from: ResolvedEntity,
  to: ResolvedEntity,
): { fromColumn: string; column: string } | undefined {
  const down = subTablesOf(from.schema).find((s) => s.entity === to.id);
  const downKey = down && to.fields.get(down.foreignKey)?.column;
  if (downKey) return { fromColumn: 'id', column: downKey };
  const up = subTablesOf(to.schema).find((s) => s.entity === from.id);
  const upKey = up && from.fields.get(up.foreignKey)?.column;
  if (upKey) return { fromColumn: upKey, column: 'id' };
  return undefined;
}

export function parseDefinition(value: unknown): {
  definition?: ReportDefinition;
  problems: ReportProblem[];
} {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {
        problems: [
          { path: '/', message: text('报表定义不是有效的 JSON', 'The report definition is not valid JSON') },
        ],
      };
    }
  }
  if (!validateShape(parsed)) {
    const e = validateShape.errors?.[0];
    const where = e?.instancePath || '/';
    return {
      problems: [
        {
          path: where,
          message: text(
            `报表定义格式错误（${where} ${e?.message ?? ''}）`,
            `The report definition is malformed (${where} ${e?.message ?? ''})`,
          ),
        },
      ],
    };
  }
  return { definition: parsed, problems: [] };
}

/** Resolves a definition over a base entity; problems name the first wrong entry of each kind. */
export function resolveReport(
  baseId: string,
  value: unknown,
  lookup: Lookup,
): { report?: ResolvedReport; problems: ReportProblem[] } {
  const { definition, problems } = parseDefinition(value);
  if (!definition) return { problems };
  const base = lookup(baseId);
  if (!base)
    return {
      problems: [
        { path: '/baseEntity', message: text(`实体“${baseId}”不存在`, `Entity "${baseId}" does not exist`) },
      ],
    };
  const out: ReportProblem[] = [];
  const problem = (path: string, zh: string, en: string) => out.push({ path, message: text(zh, en) });

  const sources: ReportSource[] = [{ sqlAlias: 't0', entity: base }];
  const byAlias = new Map<string, ReportSource>([['', sources[0] as ReportSource]]);
  (definition.joins ?? []).forEach((join, i) => {
    const at = `/joins/${i}`;
    const entity = lookup(join.entity);
    const from = byAlias.get(join.from ?? '');
    if (byAlias.has(join.alias))
      return problem(`${at}/alias`, `别名“${join.alias}”重复`, `Alias "${join.alias}" is used twice`);
    if (!entity)
      return problem(`${at}/entity`, `实体“${join.entity}”不存在`, `Entity "${join.entity}" does not exist`);
    if (!from)
      return problem(
        `${at}/from`,
        `别名“${join.from ?? ''}”未定义`,
        `Alias "${join.from ?? ''}" is not defined before`,
      );
    const rel = relation(from.entity, entity);
    if (!rel)
      return problem(
        `${at}/entity`,
        `实体“${from.entity.id}”与“${entity.id}”之间没有声明的关联`,
        `No relation between "${from.entity.id}" and "${entity.id}" is declared`,
      );
    const source: ReportSource = {
      sqlAlias: `t${sources.length}`,
      entity,
      join: { from: from.sqlAlias, ...rel },
    };
    sources.push(source);
    byAlias.set(join.alias, source);
  });

  const fieldAt = (path: string, at: string) => {
    const dot = path.indexOf('.');
    const alias = dot < 0 ? '' : path.slice(0, dot);
    const name = dot < 0 ? path : path.slice(dot + 1);
    const source = byAlias.get(alias);
    const field = source?.entity.fields.get(name);
    if (!source || !field || field.column === null || !field.readable) {
      problem(at, `字段“${path}”不存在或不可读取`, `Field "${path}" does not exist or cannot be read`);
      return undefined;
    }
    return { sqlAlias: source.sqlAlias, column: field.column, field };
  };

  const grouped = (definition.group ?? []).length > 0;
  const keys = new Set<string>();
  const columns: ResolvedColumn[] = [];
  definition.columns.forEach((c: ReportColumn, i) => {
    const at = `/columns/${i}`;
    if (keys.has(c.key))
      return problem(`${at}/key`, `列“${c.key}”重复`, `Column "${c.key}" is declared twice`);
    keys.add(c.key);
    if (c.aggregate && !grouped)
      return problem(`${at}/aggregate`, '汇总列需要分组', 'An aggregate column needs a grouping');
    if (grouped && !c.aggregate && !(definition.group ?? []).includes(c.key)) {
      return problem(
        `${at}/key`,
        `列“${c.key}”既不是分组列也不是汇总列`,
        `Column "${c.key}" is neither grouped nor an aggregate`,
      );
    }
    if (!c.field && c.aggregate !== 'count')
      return problem(`${at}/field`, '列缺少字段', 'The column names no field');
    const source = c.field ? fieldAt(c.field, `${at}/field`) : undefined;
    if (c.field && !source) return;
    if (source && (c.aggregate === 'sum' || c.aggregate === 'avg') && !isNumeric(source.field)) {
      return problem(
        `${at}/aggregate`,
        `字段“${c.field}”不是数值，不能求和或平均`,
        `Field "${c.field}" is not a number to sum or average`,
      );
    }
    const numeric = c.aggregate !== undefined || (source !== undefined && isNumeric(source.field));
    if (c.total && !numeric)
      return problem(
        `${at}/total`,
        `列“${c.key}”不是数值，不能合计`,
        `Column "${c.key}" is not a number to total`,
      );
    const dict = c.dict ?? (c.aggregate ? undefined : source?.field.schema['x-dict']);
    columns.push({
      key: c.key,
      title: c.title,
      ...(c.width !== undefined ? { width: c.width } : {}),
      ...(c.link !== undefined ? { link: c.link } : {}),
      total: c.total === true,
      hidden: c.hidden === true,
      ...(c.aggregate ? { aggregate: c.aggregate } : {}),
      ...(source ? { source } : {}),
      ...(dict ? { dict } : {}),
      numeric,
    });
  });

  const columnByKey = new Map(columns.map((c) => [c.key, c]));
  (definition.group ?? []).forEach((key, i) => {
    if (!columnByKey.has(key))
      problem(`/group/${i}`, `分组列“${key}”不存在`, `Grouped column "${key}" does not exist`);
  });
  (definition.search ?? []).forEach((s, i) => {
    const c = columnByKey.get(s.key);
    if (!c || !c.source || c.aggregate)
      problem(
        `/search/${i}/key`,
        `查询列“${s.key}”不存在或是汇总列`,
        `Search column "${s.key}" does not exist or is an aggregate`,
      );
  });
  (definition.sort ?? []).forEach((s, i) => {
    if (!columnByKey.has(s.key))
      problem(`/sort/${i}/key`, `排序列“${s.key}”不存在`, `Sort column "${s.key}" does not exist`);
  });
  if (definition.chart) {
    const { category, value } = definition.chart;
    if (!columnByKey.has(category))
      problem(
        '/chart/category',
        `图表分类列“${category}”不存在`,
        `Chart category column "${category}" does not exist`,
      );
    if (!columnByKey.get(value)?.numeric)
      problem(
        '/chart/value',
        `图表数值列“${value}”不存在或不是数值`,
        `Chart value column "${value}" does not exist or is not a number`,
      );
  }
  const names = new Set<string>();
  const params: ResolvedParam[] = [];
  (definition.params ?? []).forEach((p, i) => {
    if (names.has(p.name))
      return problem(`/params/${i}/name`, `参数“${p.name}”重复`, `Parameter "${p.name}" is declared twice`);
    names.add(p.name);
    const source = fieldAt(p.field, `/params/${i}/field`);
    if (source)
      params.push({
        name: p.name,
        title: p.title,
        ...(p.default !== undefined ? { default: p.default } : {}),
        source,
      });
  });
  if (out.length > 0) return { problems: out };
  return { report: { definition, sources, columns, params, grouped }, problems: [] };
}
