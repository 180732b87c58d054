/**
 * A tree widget's `condition` option (SPEC §5 Tree select condition): a JSON object, given as an
 * object or as a JSON string of one; anything else is refused and the field shows why.
 */
export type TreeCondition = { ok: true; json?: string } | { ok: false };

export function treeCondition(raw: unknown): TreeCondition {
  if (raw === undefined || raw === null || raw === '') return { ok: true };
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { ok: false };
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false };
  return Object.keys(parsed).length === 0 ? { ok: true } : { ok: true, json: JSON.stringify(parsed) };
}
