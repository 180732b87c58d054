/**
 * One name, the entity's `$id`, from which its other names follow when its file leaves them out, so
 * a new screen's author writes one spelling instead of seven (README, Adding a screen). For
 * `isps_training_course`:
 *
 * | name                          | rule                                                   | example                         |
 * | ----------------------------- | ------------------------------------------------------ | ------------------------------- |
 * | table (`x-table`)             | the id                                                 | `isps_training_course`          |
 * | API base (`x-api`)            | `/` module `/` the rest in camelCase                   | `/isps/trainingCourse`          |
 * | permission area               | module (`sys` → `system`) `:` the rest run together    | `isps:trainingcourse`           |
 * | codes (`x-permissions`)       | area `:` list, add, edit, delete, export, import       | `isps:trainingcourse:list`      |
 * | list page id                  | the id in kebab case, `-list`                          | `isps-training-course-list`     |
 * | component name (menus)        | the page id in PascalCase                              | `IspsTrainingCourseList`        |
 *
 * The module is the id's first word. Entities that predate the rule (their API paths are the
 * specification's) state their names, which win over the rule.
 */
import type { EntityPermissions } from './types';
import { PERMISSION_ACTIONS } from './permission-actions';

function words(id: string): { module: string; rest: string[] } {
  const [module = id, ...rest] = id.split('_');
  return { module, rest };
}

const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export function apiOfEntity(id: string): string {
  const { module, rest } = words(id);
  if (rest.length === 0) return `/${module}`;
  const [first = '', ...others] = rest;
  return `/${module}/${first}${others.map(capital).join('')}`;
}

export function permissionAreaOfEntity(id: string): string {
  const { module, rest } = words(id);
  return `${module === 'sys' ? 'system' : module}:${rest.join('') || module}`;
}

export function permissionsOfEntity(id: string): Required<EntityPermissions> {
  const area = permissionAreaOfEntity(id);
  return Object.fromEntries(
    PERMISSION_ACTIONS.map((action) => [action, `${area}:${action}`]),
  ) as Required<EntityPermissions>;
}

export function listPageIdOfEntity(id: string): string {
  return `${id.replace(/_/g, '-')}-list`;
}

export function componentNameOfPage(pageId: string): string {
  return pageId.split('-').map(capital).join('');
}

/** What an entity file may leave out, filled in by the rule above. */
export interface NamedByRule {
  $id: string;
  'x-table'?: string;
  'x-api'?: string;
  'x-permissions'?: EntityPermissions;
}

/** The document with its table, API base and permission codes, stated or derived from its id. */
export function withEntityNames<T extends NamedByRule>(
  doc: T,
): T & Required<Pick<NamedByRule, 'x-table' | 'x-api' | 'x-permissions'>> {
  return {
    ...doc,
    'x-table': doc['x-table'] ?? doc.$id,
    'x-api': doc['x-api'] ?? apiOfEntity(doc.$id),
    'x-permissions': doc['x-permissions'] ?? permissionsOfEntity(doc.$id),
  };
}
