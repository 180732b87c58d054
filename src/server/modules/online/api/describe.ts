/**
 * What JeecgBoot's runtime API answers about a published form, built from its runtime entity and
 * page as the user may see them (field rules applied): getColumns (list columns + dictOptions),
 * getQueryInfo (the query bar), getFormItem (the JSON schema the form renders).
 * Reference: /work/shared/reference/jeecg.md §3.3–3.5 (no enhance JS, no SQL, no whole-table options).
 */
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { EntitySchema, PageSchema } from '../../../../shared/schema/types';
import { resolveText } from '../../../../shared/schema/i18n';
import { schemaKeyword, X_DICT, X_WIDGET } from '../../../../shared/schema/keywords';
import { subTablesOf } from '../../../../shared/schema/sub-tables';
import { dictText } from '../../dict/dict-items';
import { pageDicts } from '../../crud/read/list';
import { restrictPage, type FieldRules } from '../../crud/rules/field-rules';
import { schemaRegistry, type SchemaSource } from '../../schema/registry';
import { listFields } from './list-fields';

type Locale = 'zh-CN' | 'en-US';

/** 1 single, 2 main (has sub tables), 3 sub (another entity's sub table), as JeecgBoot's table_type. */
function tableType(app: SchemaSource, entity: ResolvedEntity): number {
  if (subTablesOf(entity.schema).length > 0) return 2;
  const isSub = [...schemaRegistry(app).entities.values()].some((e) =>
    subTablesOf(e.schema).some((s) => s.entity === entity.id),
  );
  return isSub ? 3 : 1;
}

export async function columnsAnswer(
  request: FastifyRequest,
  code: string,
  view: ResolvedEntity,
  page: PageSchema | undefined,
) {
  const locale: Locale = request.locale;
  const fields = listFields(view, page);
  const dictFields = fields
    .map((f) => f.field)
    .filter((f) => typeof schemaKeyword(f.schema, X_DICT) === 'string');
  const dicts = await pageDicts(
    request.server.db,
    dictFields.map((f) => schemaKeyword(f.schema, X_DICT) as string),
  );
  const dictOptions: Record<string, Array<{ value: string; text: string; title: string }>> = {};
  for (const f of dictFields) {
    const items = dicts[schemaKeyword(f.schema, X_DICT) as string] ?? [];
    dictOptions[f.name] = items.map((i) => {
      const text = dictText(items, i.value, locale);
      return { value: i.value, text, title: text };
    });
  }
  const subs = subTablesOf(view.schema);
  return {
    code,
    description: resolveText(view.schema.title, locale),
    currentTableName: view.table,
    tableType: tableType(request.server, view),
    paginationFlag: page?.pagination === false ? 'N' : 'Y',
    checkboxFlag: page?.selection === false ? 'N' : 'Y',
    columns: fields.map(({ field, sorter, width }) => ({
      title: resolveText(field.schema.title, locale),
      dataIndex: field.name,
      align: 'center',
      ...(dictOptions[field.name] ? { customRender: field.name } : {}),
      ...(sorter ? { sorter: true } : {}),
      ...(width ? { width } : {}),
    })),
    hideColumns: [] as string[],
    dictOptions,
    foreignKeys: subs.map((s) => ({ table: s.entity, field: s.foreignKey, mainField: 'id' })),
    ...(page?.tree ? { pidField: page.tree.parent, hasChildrenField: 'hasChild' } : {}),
  };
}

export function queryInfoAnswer(request: FastifyRequest, view: ResolvedEntity, page: PageSchema | undefined) {
  return (page?.query ?? []).flatMap((q) => {
    const field = view.fields.get(q.field);
    if (!field?.filterable) return [];
    const dictCode = schemaKeyword(field.schema, X_DICT);
    return [
      {
        label: resolveText(field.schema.title, request.locale),
        field: field.name,
        mode: q.rule === 'range' ? 'group' : 'single',
        rule: q.rule ?? 'eq',
        view:
          schemaKeyword(field.schema, X_WIDGET) ??
          (dictCode
            ? 'list'
            : field.schema.format === 'date'
              ? 'date'
              : field.schema.format === 'date-time'
                ? 'datetime'
                : 'text'),
        ...(dictCode ? { dictCode } : {}),
        ...(q.advanced ? { hidden: '1' } : {}),
      },
    ];
  });
}

/** `schema` is the view's schema with its sub tables' columns restricted too (crud/rules/sub-field-rules.ts). */
export function formItemAnswer(
  app: SchemaSource,
  code: string,
  view: ResolvedEntity,
  schema: EntitySchema,
  page: PageSchema | undefined,
  rules: FieldRules,
  locale: Locale,
) {
  return {
    schema,
    page: page ? restrictPage(page, rules) : null,
    head: {
      tableName: code,
      tableTxt: resolveText(view.schema.title, locale),
      tableType: tableType(app, view),
    },
    formTemplate: String(page?.form?.columns ?? 1),
  };
}
