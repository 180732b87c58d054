/** Every schema file passes its meta schema and every page agrees with its entity (DESIGN.md "Schemas"). */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRegistry, loadSchemaDocuments, SCHEMAS_ROOT } from '../../src/shared/schema/load-fs';
import { resolveText } from '../../src/shared/schema/i18n';

const PERMISSION = /^[a-z][a-z0-9_-]*:[a-z][a-z0-9_-]*:[a-z][a-zA-Z0-9_-]*$/;

function tempRoot(entities: Record<string, unknown>, pages: Record<string, unknown> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'schemas-'));
  mkdirSync(join(root, 'entities'));
  mkdirSync(join(root, 'pages'));
  for (const [name, doc] of Object.entries(entities)) writeFileSync(join(root, 'entities', `${name}.json`), JSON.stringify(doc));
  for (const [name, doc] of Object.entries(pages)) writeFileSync(join(root, 'pages', `${name}.json`), JSON.stringify(doc));
  return root;
}

const sysRole = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', 'sys_role.json'), 'utf8')) as Record<string, unknown>;
const roleList = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'pages', 'sys-role-list.json'), 'utf8')) as Record<string, unknown>;

describe('schemas/ meta check', () => {
  const registry = loadRegistry();

  it('loads every entity and page file of the repository', () => {
    const files = readdirSync(join(SCHEMAS_ROOT, 'entities')).filter((f) => f.endsWith('.json'));
    expect(registry.entities.size).toBe(files.length);
    expect(registry.pages.size).toBe(readdirSync(join(SCHEMAS_ROOT, 'pages')).filter((f) => f.endsWith('.json')).length);
    for (const id of ['sys_user', 'sys_role', 'sys_dict', 'sys_dict_item', 'sys_depart', 'sys_login_log']) expect(registry.entities.has(id)).toBe(true);
  });

  it('every page names an existing entity and only its fields', () => {
    for (const page of registry.pages.values()) {
      const entity = registry.entities.get(page.entity);
      expect(entity, page.$id).toBeDefined();
      for (const f of [...(page.query ?? []).map((q) => q.field), ...(page.columns ?? []).map((c) => c.field)]) {
        expect(entity?.fields.get(f)?.readable, `${page.$id}: ${f}`).toBe(true);
      }
    }
  });

  it('every permission code is well-formed and pages only use codes of their entity area', () => {
    for (const entity of registry.entities.values()) {
      for (const code of Object.values(entity.schema['x-permissions'])) expect(code).toMatch(PERMISSION);
    }
    for (const page of registry.pages.values()) {
      for (const a of [...(page.toolbar ?? []), ...(page.rowActions ?? [])]) if (a.permission) expect(a.permission).toMatch(PERMISSION);
    }
  });

  it('titles exist in both languages and system fields are added', () => {
    const user = registry.entities.get('sys_user')!;
    expect(resolveText(user.schema.title, 'en-US')).toBe('User');
    expect(resolveText(user.schema.title, 'zh-CN')).toBe('用户');
    expect(user.fields.get('createTime')?.column).toBe('create_time');
    expect(user.fields.get('realname')?.column).toBe('realname');
    expect(user.fields.get('password')).toMatchObject({ column: null, readable: false, filterable: false });
    for (const page of registry.pages.values()) {
      expect(typeof page.title === 'object' && page.title['en-US'] && page.title['zh-CN']).toBeTruthy();
    }
  });

  it('a broken entity fails with the file name and the JSON path', () => {
    const bad = { ...sysRole, properties: { roleName: { type: 'strin', title: 'x' } } };
    const root = tempRoot({ sys_role: bad });
    expect(() => loadSchemaDocuments([root])).toThrow(/sys_role\.json \/properties\/roleName\/type/);
  });

  it('an identifier that is not a plain SQL name is refused', () => {
    const root = tempRoot({ sys_role: { ...sysRole, 'x-table': 'sys_role;drop table x' } });
    expect(() => loadSchemaDocuments([root])).toThrow(/sys_role\.json \/x-table/);
  });

  it('a malformed permission code is refused', () => {
    const root = tempRoot({ sys_role: { ...sysRole, 'x-permissions': { list: 'role list' } } });
    expect(() => loadSchemaDocuments([root])).toThrow(/\/x-permissions\/list/);
  });

  it('a page column naming a missing field fails with the page file and path', () => {
    const page = { ...roleList, columns: [{ field: 'nope' }] };
    const root = tempRoot({ sys_role: sysRole }, { 'sys-role-list': page });
    expect(() => loadRegistry([root])).toThrow(/sys-role-list\.json \/columns\/0\/field: field "nope"/);
  });

  it('a page naming an unknown entity fails', () => {
    const root = tempRoot({ sys_role: sysRole }, { 'sys-role-list': { ...roleList, entity: 'ghost' } });
    expect(() => loadRegistry([root])).toThrow(/\/entity: entity "ghost" does not exist/);
  });

  it('a query on a write-only field fails', () => {
    const user = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', 'sys_user.json'), 'utf8')) as Record<string, unknown>;
    const page = { $id: 'p', kind: 'list', title: 'x', entity: 'sys_user', api: {}, query: [{ field: 'password' }] };
    expect(() => loadRegistry([tempRoot({ sys_user: user }, { p: page })])).toThrow(/p\.json \/query\/0\/field/);
  });

  it('a file whose $id differs from its name fails', () => {
    expect(() => loadSchemaDocuments([tempRoot({ other_name: sysRole })])).toThrow(/other_name\.json \/\$id/);
  });
});
