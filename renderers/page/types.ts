import type { DashboardPage } from '../../src/shared/schema/dashboard-page';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';

/** A schema page with its entity (system fields added), as the data provider's loadPage answers it. */
export interface LoadedPage {
  page: PageSchema;
  entity: EntitySchema;
}

/** A dashboard page: no entity, its blocks read their own sources. */
export interface LoadedDashboard {
  page: DashboardPage;
}

/** Whatever GET of a page id answers: a page over an entity, or a dashboard. */
export type LoadedSchemaPage = LoadedPage | LoadedDashboard;

export function isLoadedDashboard(loaded: LoadedSchemaPage): loaded is LoadedDashboard {
  return loaded.page.kind === 'dashboard';
}
