import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';

/** What GET /sys/schema/page/:id answers. */
export interface LoadedPage {
  page: PageSchema;
  entity: EntitySchema;
}
