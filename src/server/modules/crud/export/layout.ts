/**
 * How an entity's export is laid out when it is not the default (every readable stored field, one
 * sheet). A module registers a resolver for the entities it owns (the online forms: their list's
 * columns and one sheet per sub table, online/api/export-layout.ts); the CRUD export asks it with
 * the entity as the user sees it (field rules applied), so what a resolver picks is already
 * restricted to what the user may read.
 */
import type { SchemaSource } from '../../schema/registry';
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';

export interface ExportLayout {
  /** The main sheet's columns, in order (the id is the resolver's to leave out). */
  columns: ResolvedField[];
  /** Also write one sheet per sub table (x-sub-tables) the user may list (sub-sheets.ts). */
  subTables: boolean;
}

export type ExportLayoutResolver = (app: SchemaSource, view: ResolvedEntity) => ExportLayout | undefined;

const resolvers: ExportLayoutResolver[] = [];

/** Adds a resolver once (a module registered again, e.g. by a second app in tests, adds nothing). */
export function registerExportLayout(resolver: ExportLayoutResolver): void {
  if (!resolvers.includes(resolver)) resolvers.push(resolver);
}

/** The first registered layout for the entity, or undefined for the default export. */
export function exportLayoutOf(app: SchemaSource, view: ResolvedEntity): ExportLayout | undefined {
  for (const resolve of resolvers) {
    const layout = resolve(app, view);
    if (layout) return layout;
  }
  return undefined;
}
