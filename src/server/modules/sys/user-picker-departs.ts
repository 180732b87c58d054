/** Department reads of the user picker: a department's subtree, and the department names of users. */
import type { Locale } from '../../http/i18n';
import type { TypedDb } from '../crud/loose-db';

/**
 * The department and every department under it (JeecgBoot's picker lists a department's users with
 * those of its sub-departments). Empty when the department does not exist. Departments are few, so
 * the tree is walked here rather than in a recursive query both databases must agree on.
 */
export async function departSubtreeIds(db: TypedDb, rootId: string): Promise<string[]> {
  const rows = await db.selectFrom('sys_depart').select(['id', 'parent_id']).execute();
  if (!rows.some((r) => r.id === rootId)) return [];
  const children = new Map<string, string[]>();
  for (const r of rows) {
    if (r.parent_id === null || r.parent_id === r.id) continue;
    const list = children.get(r.parent_id) ?? [];
    list.push(r.id);
    children.set(r.parent_id, list);
  }
  const found = new Set<string>([rootId]);
  const queue = [rootId];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const child of children.get(next) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return [...found];
}

/** Each user's departments' names (English where given and asked for), comma-joined, by user id. */
export async function departTextsOfUsers(
  db: TypedDb,
  userIds: readonly string[],
  locale: Locale,
): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  if (userIds.length === 0) return texts;
  const rows = await db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select(['ud.user_id as userId', 'd.depart_name as name', 'd.depart_name_en as nameEn'])
    .where('ud.user_id', 'in', [...userIds])
    .orderBy('d.sort_no')
    .orderBy('d.org_code')
    .execute();
  for (const r of rows) {
    const name = locale === 'en-US' && r.nameEn ? r.nameEn : r.name;
    const before = texts.get(r.userId);
    texts.set(r.userId, before ? `${before},${name}` : name);
  }
  return texts;
}
