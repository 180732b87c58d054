/** The category dictionary: the tree's hooks for the generic CRUD and its /sys/category reads. */
import type { FastifyInstance } from 'fastify';
import { registerEntityHooks } from '../crud/hooks';
import { categoryHooks } from './category-hooks';
import { registerCategoryRoutes } from './category-routes';

export default async function categoryModule(app: FastifyInstance): Promise<void> {
  registerEntityHooks(app, 'sys_category', categoryHooks);
  registerCategoryRoutes(app);
}
