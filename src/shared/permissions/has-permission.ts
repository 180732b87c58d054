/**
 * Button permission of SPEC §6 (JeecgBoot's hasPermission / disabledAuthFilter).
 *
 * - `user`: the user's own permission list (`auth`); `all`: the system's list (`allAuth`).
 * - A code is allowed if the user's list has it with type '2' (button).
 * - Otherwise the stored system list decides: an entry whose rule is switched off (status '0')
 *   restricts nothing, so the button shows; an enabled entry the user was not granted hides it.
 * - A code the system does not know is denied (deny by default; the server enforces it anyway).
 * - `action` may be comma-separated: one entry covers every code it lists.
 */
export interface PermissionItem {
  action: string;
  type: string;
  status?: string;
  describe?: string;
}

function actionsOf(item: PermissionItem): string[] {
  return item.action
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

function listHas(list: readonly PermissionItem[], code: string, type?: string): boolean {
  return list.some((p) => (type === undefined || p.type === type) && actionsOf(p).includes(code));
}

export function hasButtonPermission(
  code: string | undefined,
  user: readonly PermissionItem[],
  all: readonly PermissionItem[],
): boolean {
  if (!code) return true;
  const codes = code
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return codes.every((c) => {
    if (listHas(user, c, '2')) return true;
    const declared = all.filter((p) => actionsOf(p).includes(c));
    return declared.length > 0 && declared.every((p) => p.status === '0');
  });
}

/** SPEC §6 menu-visible check: enabled type '1' system actions under a prefix, minus the user's own. */
export function hiddenCodesWithPrefix(
  prefix: string,
  user: readonly PermissionItem[],
  all: readonly PermissionItem[],
): string[] {
  const own = new Set(user.flatMap(actionsOf));
  return all
    .filter((p) => p.type === '1' && p.status === '1')
    .flatMap(actionsOf)
    .filter((a) => a.startsWith(prefix) && !own.has(a));
}
