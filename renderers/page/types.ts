import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';

/** A schema page with its entity (system fields added), as the data provider's loadPage answers it. */
export interface LoadedPage {
  page: PageSchema;
  entity: EntitySchema;
}
