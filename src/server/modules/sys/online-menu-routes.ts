/**
 * Menus for online screens without typing a component:
 * - GET /sys/permission/onlineForms and /onlineReports: the menu form's pickers (published forms,
 *   reports; "name (code)" in both languages), named option lists `onlineMenuForms`/`onlineMenuReports`;
 * - GET /sys/permission/onlineMenuForm?kind=form|report&code=: the small dialog of the form and
 *   report lists' row action 添加菜单 (parent menu, name prefilled from the form's title);
 * - POST /sys/permission/addOnlineMenu `{ kind, code, values: { parentId, name, nameEn } }`: creates
 *   the entry through the menu form's own write (generic CRUD add of sys_permission: validation, the
 *   parent check, the derived component and path, one transaction, caches cleared).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isOnlineMenuKind, onlineScreenPath, type OnlineMenuKind } from '../../../shared/online/menu-target';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import { CRUD_MSG } from '../crud/messages';
import { addRecord } from '../crud/write/write';
import { schemaRegistry } from '../schema/registry';
import {
  onlineReports,
  onlineTargetNamed,
  optionItems,
  publishedForms,
  ONLINE_KIND_FIELD,
} from './online-menu-target';

const MENU_WRITERS = ['system:permission:add', 'system:permission:edit'];

const MSG = {
  notFound: {
    'zh-CN': '在线表单或报表不存在（表单须已发布）',
    'en-US': 'No such online form or report (a form must be published)',
  },
  title: (name: string, nameEn: string): MessagePair => ({
    'zh-CN': `为「${name}」添加菜单`,
    'en-US': `Add a menu for "${nameEn}"`,
  }),
  description: (path: string): MessagePair => ({
    'zh-CN': `菜单打开 ${path}，前端组件和菜单路径自动生成。`,
    'en-US': `The menu opens ${path}; its component and path are derived.`,
  }),
};

interface Target {
  kind: OnlineMenuKind;
  code: string;
}

function targetOf(source: unknown): Target {
  const { kind, code } = (typeof source === 'object' && source !== null ? source : {}) as {
    kind?: unknown;
    code?: unknown;
  };
  if (!isOnlineMenuKind(kind) || typeof code !== 'string' || code === '')
    throw new LocalizedHttpError(404, MSG.notFound);
  return { kind, code };
}

async function named(app: FastifyInstance, target: Target) {
  const found = await onlineTargetNamed(app.db, target.kind, target.code);
  if (!found) throw new LocalizedHttpError(404, MSG.notFound);
  return found;
}

function addMenuForm(target: Target, name: string, nameEn: string) {
  const path = onlineScreenPath(target);
  return {
    $id: 'sys_permission_online_menu',
    title: MSG.title(name, nameEn),
    description: MSG.description(path),
    required: ['parentId', 'name'],
    properties: {
      parentId: {
        type: 'string',
        title: { 'zh-CN': '上级菜单', 'en-US': 'Parent menu' },
        maxLength: 32,
        'x-widget': 'permissionTree',
        'x-widget-options': { single: true, menusOnly: true },
      },
      name: {
        type: 'string',
        title: { 'zh-CN': '菜单名称', 'en-US': 'Name' },
        minLength: 1,
        maxLength: 100,
        default: name,
      },
      nameEn: {
        type: 'string',
        title: { 'zh-CN': '英文名称', 'en-US': 'English name' },
        maxLength: 200,
        default: nameEn,
      },
    },
  };
}

export default async function onlineMenuRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/sys/permission/onlineForms',
    {
      config: { permission: MENU_WRITERS },
      schema: { tags: ['sys'], summary: 'Published online forms a menu can open' },
    },
    async () => ok(optionItems(await publishedForms(app.db))),
  );
  app.get(
    '/sys/permission/onlineReports',
    {
      config: { permission: MENU_WRITERS },
      schema: { tags: ['sys'], summary: 'Online reports a menu can open' },
    },
    async () => ok(optionItems(await onlineReports(app.db))),
  );

  app.get(
    '/sys/permission/onlineMenuForm',
    {
      config: { permission: 'system:permission:add' },
      schema: { tags: ['sys'], summary: 'The dialog adding a menu for an online form or report' },
    },
    async (request: FastifyRequest) => {
      const target = targetOf(request.query);
      const found = await named(app, target);
      return ok({ form: addMenuForm(target, found.name, found.nameEn || found.name) });
    },
  );

  app.post(
    '/sys/permission/addOnlineMenu',
    {
      config: { permission: 'system:permission:add' },
      schema: { tags: ['sys'], summary: 'Adds a menu entry opening an online form or report' },
    },
    async (request: FastifyRequest) => {
      const body = (request.body ?? {}) as { values?: unknown };
      const target = targetOf(request.body);
      await named(app, target);
      const values = (typeof body.values === 'object' && body.values !== null ? body.values : {}) as Record<
        string,
        unknown
      >;
      const entity = schemaRegistry(app).entities.get('sys_permission');
      if (!entity) throw new LocalizedHttpError(404, MSG.notFound);
      const id = await addRecord(request, entity, {
        menuType: 1,
        parentId: values.parentId,
        name: values.name,
        nameEn: values.nameEn,
        [ONLINE_KIND_FIELD]: target.kind,
        [target.kind === 'form' ? 'onlineForm' : 'onlineReport']: target.code,
      });
      return ok({ id }, request.t(CRUD_MSG.added));
    },
  );
}
