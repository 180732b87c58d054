/**
 * cust_company in the generic CRUD (the staff review list): rows read by id carry the district
 * names next to the codes (`operationArea_dictText`), as the customer's own page does.
 */
import type { FastifyInstance } from 'fastify';
import { registerEntityHooks } from '../crud/hooks';
import { districtLabel } from './areas';

const AREA_FIELDS = ['operationArea', 'registeredArea'] as const;

export function registerCompanyHooks(app: FastifyInstance): void {
  registerEntityHooks(app, 'cust_company', {
    async decorateRows(_ctx, rows) {
      for (const row of rows) {
        for (const field of AREA_FIELDS) {
          const code = row[field];
          if (typeof code === 'string' && code !== '') row[`${field}_dictText`] = await districtLabel(code);
        }
      }
    },
  });
}
