/**
 * How the parts of one entity's hooks (hooks.ts) make its hooks:
 * - every before/after hook and both decorators run each part's in turn, awaited, in one order that
 *   does not depend on which module registered first: guards, then the owning module's `main` part,
 *   then the other parts by name. A part that throws stops the rest (and the write's transaction).
 * - rowScope: the rows every part lets the user see, so the parts' predicates are AND-ed (null when no
 *   part restricts this user).
 * A hook no part has stays absent, so `rowScope !== undefined` still says whether any part scopes rows.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user';
import type { EntityHooks } from './hooks';

export interface HookPart {
  name: string;
  guard: boolean;
  hooks: EntityHooks;
}

/** The hooks that run one after another; rowScope is the one that combines its answers. */
type SequentialHook = Exclude<keyof EntityHooks, 'rowScope'>;

const SEQUENTIAL: readonly SequentialHook[] = [
  'beforeInsert',
  'afterInsert',
  'beforeUpdate',
  'afterUpdate',
  'beforeDelete',
  'afterDelete',
  'decorateRows',
  'decorateListRows',
];

type AnyHookFunction = (...args: never[]) => Promise<void> | void;

function rank(part: HookPart): number {
  if (part.guard) return 0;
  return part.name === 'main' ? 1 : 2;
}

export function orderParts(parts: readonly HookPart[]): HookPart[] {
  return [...parts].sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function sequence(parts: readonly HookPart[], name: SequentialHook): AnyHookFunction | undefined {
  const steps = parts.flatMap((part) => {
    const hook: AnyHookFunction | undefined = part.hooks[name];
    return hook ? [hook.bind(part.hooks)] : [];
  });
  if (steps.length <= 1) return steps[0];
  return async (...args: never[]) => {
    for (const step of steps) await step(...args);
  };
}

function intersectScopes(parts: readonly HookPart[]): EntityHooks['rowScope'] {
  const scopes = parts.flatMap((part) => (part.hooks.rowScope ? [part.hooks.rowScope.bind(part.hooks)] : []));
  if (scopes.length <= 1) return scopes[0];
  return (user: SessionUser) => {
    const predicates = scopes.map((scope) => scope(user)).filter((p): p is Expression<SqlBool> => p !== null);
    if (predicates.length === 0) return null;
    if (predicates.length === 1) return predicates[0]!;
    return sql<SqlBool>`(${sql.join(
      predicates.map((p) => sql`(${p})`),
      sql` and `,
    )})`;
  };
}

export function composeHookParts(parts: readonly HookPart[]): EntityHooks {
  const ordered = orderParts(parts);
  const hooks: EntityHooks = {};
  const rowScope = intersectScopes(ordered);
  if (rowScope) hooks.rowScope = rowScope;
  for (const name of SEQUENTIAL) {
    const hook = sequence(ordered, name);
    // Each composed hook has the signature of the hooks it runs (the same name's), so it fits its slot.
    if (hook) Object.assign(hooks, { [name]: hook });
  }
  return hooks;
}
