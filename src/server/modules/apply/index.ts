/**
 * Online applications: the isps_apply entity's CRUD (drafts) and x-workflow (submit,
 * withdraw, accept, reject) are generic; this module adds the entity's hooks and workflow actions.
 */
import type { FastifyInstance } from 'fastify';
import { registerApplyActions } from './apply-actions';
import { registerApplyHooks } from './apply-hooks';

export default async function applyModule(app: FastifyInstance): Promise<void> {
  registerApplyHooks(app);
  registerApplyActions(app);
}
