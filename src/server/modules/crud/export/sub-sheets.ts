/**
 * The sub tables of an export (x-sub-tables), one sheet each after the main sheet: the sheet is
 * named by the sub table's title, its first column (主表行号) holds the row number of the main
 * record on the main sheet, the others are the columns the sub table shows (its editable table's
 * `x-widget-options.columns`, as the list's sub table view; else the sub entity's stored fields but
 * the foreign key), in the request language with dictionary texts. A sub table the user may not
 * list is left out, and its hidden fields are no columns (the user's field rules, as queryById's
 * sub rows: read/sub-rows.ts). The main sheet stays the first, so the form's own import, which reads
 * the first sheet, takes the export back.
 *
 * Sub rows are read once per batch of main rows (one query per sub table and batch, never one per
 * record) and kept until the main sheet is written: memory grows with the sub rows exported.
 */
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';
import type { SubTableSpec } from '../../../../shared/schema/types';
import { subTablesOf } from '../../../../shared/schema/sub-tables';
import { resolveText } from '../../../../shared/schema/i18n';
import { fieldTitle } from '../../../../shared/schema/validate';
import { schemaKeyword, X_WIDGET_OPTIONS } from '../../../../shared/schema/keywords';
import { userHasPermission } from '../../../auth/session-user';
import { loadDictItems, type DictItems } from '../../dict/dict-items';
import type { LooseDb } from '../loose-db';
import { dictCodes, selections, type Row } from '../read/rows';
import { visibleRows } from '../read/scope';
import { subEntity } from '../write/sub-tables';
import { fieldView } from '../rules/field-rules';
import { cellText } from '../excel/values';

/** Header of the column linking a sub row to its main record's row on the main sheet. */
export const MAIN_ROW_HEADER = { 'zh-CN': '主表行号', 'en-US': 'Main sheet row' } as const;

export type Cells = Array<string | number>;

export interface SubSheet {
  name: string;
  header: string[];
  rows: Cells[];
}

/** A main record of the batch and its row number on the main sheet. */
export interface MainRowRef {
  id: string;
  rowNumber: number;
}

interface SubTableExport {
  spec: SubTableSpec;
  sub: ResolvedEntity;
  foreignKey: ResolvedField;
  order: string | undefined;
  fields: ResolvedField[];
  dicts: DictItems;
  sheet: SubSheet;
}

/** The keys of the sub table's editable-table columns, if it declares them. */
function declaredColumnKeys(main: ResolvedEntity, spec: SubTableSpec): string[] | undefined {
  const options = schemaKeyword(main.schema.properties[spec.property], X_WIDGET_OPTIONS) as
    { columns?: Array<{ key?: unknown; type?: unknown }> } | undefined;
  const columns = options?.columns;
  if (!Array.isArray(columns) || columns.length === 0) return undefined;
  return columns.flatMap((c) => (typeof c.key === 'string' && c.type !== 'hidden' ? [c.key] : []));
}

function sheetFields(main: ResolvedEntity, spec: SubTableSpec, view: ResolvedEntity): ResolvedField[] {
  const usable = (f: ResolvedField | undefined): f is ResolvedField =>
    f !== undefined && f.readable && f.exportable && f.column !== null && f.name !== spec.foreignKey;
  const keys = declaredColumnKeys(main, spec);
  if (keys) return keys.map((k) => view.fields.get(k)).filter(usable);
  return [...view.fields.values()].filter((f) => !f.system && usable(f));
}

export class SubSheets {
  private constructor(
    private readonly request: FastifyRequest,
    private readonly db: LooseDb,
    private readonly tables: SubTableExport[],
  ) {}

  /** The sub tables of `main` this request's user may list, each with an empty sheet. */
  static async of(request: FastifyRequest, db: LooseDb, main: ResolvedEntity): Promise<SubSheets> {
    const locale = request.locale;
    const tables: SubTableExport[] = [];
    for (const spec of subTablesOf(main.schema)) {
      const declared = subEntity(request.server, spec);
      if (!userHasPermission(request.user, declared.schema['x-permissions'].list)) continue;
      const sub = await fieldView(request, declared);
      const foreignKey = sub.fields.get(spec.foreignKey);
      if (!foreignKey?.column) continue;
      const fields = sheetFields(main, spec, sub);
      const title = main.schema.properties[spec.property]?.title ?? sub.schema.title;
      tables.push({
        spec,
        sub,
        foreignKey,
        order: spec.orderField ? (sub.fields.get(spec.orderField)?.column ?? undefined) : undefined,
        fields,
        dicts: await loadDictItems(request.server.db, dictCodes(fields)),
        sheet: {
          name: resolveText(title, locale),
          header: [MAIN_ROW_HEADER[locale], ...fields.map((f) => fieldTitle(f, locale))],
          rows: [],
        },
      });
    }
    return new SubSheets(request, db, tables);
  }

  /** Reads the sub rows of a batch of main records and appends them, main record by main record. */
  async add(batch: readonly MainRowRef[]): Promise<void> {
    if (batch.length === 0) return;
    const ids = batch.map((b) => b.id);
    for (const table of this.tables) {
      const fk = table.foreignKey.column as string;
      let query = visibleRows(this.request.server, this.db, table.sub, this.request.user)
        .select([sql.ref(fk).as('__main'), ...selections(table.fields)])
        .where(sql.ref(fk), 'in', ids);
      if (table.order) query = query.orderBy(sql.ref(table.order), 'asc');
      const rows = (await query.orderBy('create_time', 'asc').orderBy('id', 'asc').execute()) as Row[];
      const byMain = new Map<unknown, Row[]>();
      for (const row of rows) {
        const group = byMain.get(row.__main);
        if (group) group.push(row);
        else byMain.set(row.__main, [row]);
      }
      for (const { id, rowNumber } of batch) {
        for (const row of byMain.get(id) ?? []) {
          table.sheet.rows.push([
            rowNumber,
            ...table.fields.map((f) => cellText(f, row[f.name], table.dicts, this.request.locale)),
          ]);
        }
      }
    }
  }

  get sheets(): SubSheet[] {
    return this.tables.map((t) => t.sheet);
  }
}
