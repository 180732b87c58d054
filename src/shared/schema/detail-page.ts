/**
 * What a detail page (kind "detail") names: its fields per group and where its record comes from.
 * Shared by the renderer (what it shows), the server (what the self-record route answers) and the
 * meta check (every named field exists and is never a secret).
 */
import type { DetailFieldRef, I18nText, PageSchema } from './types';

export interface DetailField {
  field: string;
  /** The page's own label for the field; else the entity's title. */
  title?: I18nText;
}

export function detailField(ref: DetailFieldRef): DetailField {
  return typeof ref === 'string' ? { field: ref } : ref;
}

/** Every field a page's groups name, in order, without repeats (empty when it declares no groups). */
export function detailGroupFields(page: PageSchema): string[] {
  const names: string[] = [];
  for (const group of page.groups ?? []) {
    for (const ref of group.fields) {
      const { field } = detailField(ref);
      if (!names.includes(field)) names.push(field);
    }
  }
  return names;
}

/** A detail page showing the signed-in user's own record: every signed-in user may load it. */
export function isSelfDetailPage(page: PageSchema): boolean {
  return page.kind === 'detail' && page.record === 'self';
}

/** The table whose rows are users: the only one a `record: "self"` page can show. */
export const SELF_RECORD_TABLE = 'sys_user';

interface CheckedField {
  schema: { writeOnly?: boolean };
}

/**
 * Problems of a page's detail keywords as `[json path, message]`: group fields that are not
 * properties or are secrets, a self page on an entity whose rows are not users, detail keywords on
 * another kind of page.
 */
export function detailPageProblems(
  page: PageSchema,
  entity: { table: string; fields: ReadonlyMap<string, CheckedField> },
): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  if (page.kind !== 'detail') {
    for (const key of ['groups', 'record', 'actions'] as const) {
      if (page[key] !== undefined) problems.push([`/${key}`, `"${key}" is only for pages of kind detail`]);
    }
    return problems;
  }
  page.groups?.forEach((group, g) =>
    group.fields.forEach((ref, i) => {
      const { field } = detailField(ref);
      const resolved = entity.fields.get(field);
      if (!resolved)
        problems.push([`/groups/${g}/fields/${i}`, `field "${field}" is not a property of the entity`]);
      else if (resolved.schema.writeOnly)
        problems.push([`/groups/${g}/fields/${i}`, `field "${field}" is write-only`]);
    }),
  );
  if (page.record === 'self' && entity.table !== SELF_RECORD_TABLE) {
    problems.push(['/record', `"self" needs an entity on ${SELF_RECORD_TABLE}`]);
  }
  return problems;
}
