/**
 * How an entity's export is laid out when it is not the default (every readable stored field, one
 * sheet). A module registers a resolver for the entities it owns (the online forms: their list's
 * columns and one sheet per sub table, online/api/export-layout.ts); the CRUD export asks it with
 * the entity as the user sees it (field rules applied), so what a resolver picks is already
 * restricted to what the user may read.
 */
import type { FastifyInstance } from 'fastify';
import type { SchemaSource } from '../../schema/registry';
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';

export interface ExportLayout {
  /** The main sheet's columns, in order (the id is the resolver's to leave out). */
  columns: ResolvedField[];
  /** Also write one sheet per sub table (x-sub-tables) the user may list (sub-sheets.ts). */
  subTables: boolean;
}

export type ExportLayoutResolver = (app: SchemaSource, view: ResolvedEntity) => ExportLayout | undefined;

/** One app's resolvers, in the order its modules added them (app.exportLayouts). */
export type ExportLayoutResolvers = ExportLayoutResolver[];

/** Adds a resolver to the app once (the same function again adds nothing). */
export function registerExportLayout(app: FastifyInstance, resolver: ExportLayoutResolver): void {
  if (!app.exportLayouts.includes(resolver)) app.exportLayouts.push(resolver);
}

/** The first registered layout for the entity, or undefined for the default export. */
export function exportLayoutOf(app: FastifyInstance, view: ResolvedEntity): ExportLayout | undefined {
  for (const resolve of app.exportLayouts) {
    const layout = resolve(app, view);
    if (layout) return layout;
  }
  return undefined;
}
