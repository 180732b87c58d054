/**
 * GET /sys/schema/page/:id → { page, entity } (docs/contracts.md, Schema pages in the browser).
 * The permission is the page entity's list code, checked here because it depends on the page;
 * a detail page of `"record": "self"` is loadable by every signed-in user. A dashboard page has no
 * entity: `{ page }` for holders of its own permission.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { MSG } from '../../http/messages';
import { userHasPermission } from '../../auth/session-user';
import { refreshRuntime, schemaRegistry } from './registry';
import { isSelfDetailPage } from '../../../shared/schema/detail-page';
import { registerSelfRecordRoute } from './self-record-route';
import { fieldRulesFor, restrictEntity, restrictPage } from '../crud/rules/field-rules';
import { withSubTableFieldRules } from '../crud/rules/sub-field-rules';
import { decoratePageAnswer } from './page-answer-decorators';
import { mayList } from '../crud/read/list-access';

export default async function schemaPageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sys/schema/page/:id', { config: { authenticated: true } }, async (request) => {
    const { id } = request.params as { id: string };
    // A page registered at run time (a published online form's) may have a newer version.
    await refreshRuntime(app, { page: id });
    const registry = schemaRegistry(app);
    const dashboard = registry.dashboards.get(id);
    if (dashboard) {
      if (!userHasPermission(request.user, dashboard.permission))
        throw new LocalizedHttpError(403, MSG.forbidden);
      return ok({ page: dashboard });
    }
    const page = registry.pages.get(id);
    const entity = page ? registry.entities.get(page.entity) : undefined;
    if (!page || !entity) throw new LocalizedHttpError(404, MSG.notFound);
    // A page of the signed-in user's own record is every user's; its record route reads only theirs.
    const open = isSelfDetailPage(page);
    // A page may name its own code (a customer's own-record page of an entity whose list is staff's).
    // …and so is a page over an entity every signed-in user may list (x-list-signed-in).
    const allowed = page.permission
      ? userHasPermission(request.user, page.permission)
      : mayList(app, request.user, entity);
    if (!open && !allowed) throw new LocalizedHttpError(403, MSG.forbidden);
    // The user's field rules: hidden fields leave the page and the entity, read-only ones say so.
    const rules = await fieldRulesFor(request, entity.id);
    const view = restrictEntity(entity, rules);
    // …and so do the sub tables' columns, by the sub entities' rules.
    const schema = await withSubTableFieldRules(request, view.schema);
    return ok(await decoratePageAnswer(request, { page: restrictPage(page, rules), entity: schema }));
  });
  registerSelfRecordRoute(app);
}
