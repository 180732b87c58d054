/**
 * A stored secret (a column field with `writeOnly` and format `password`, e.g. an online form's
 * password widget) is kept as its Argon2id hash, like the accounts' passwords: the registry never
 * reads it back or exports it (resolveField), and the table holds no clear text. An edit that
 * leaves it empty keeps the stored hash (the form cannot show it, so empty means "unchanged").
 */
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';
import { hashPassword } from '../../../auth/passwords';

export const isStoredSecret = (field: ResolvedField): boolean =>
  field.column !== null &&
  !field.system &&
  field.schema.writeOnly === true &&
  field.schema.format === 'password';

/** Replaces each given secret of the validated input by its hash (in place), before the write. */
export async function hashStoredSecrets(
  entity: ResolvedEntity,
  input: Record<string, unknown>,
  mode: 'add' | 'edit',
): Promise<void> {
  for (const field of entity.fields.values()) {
    if (!isStoredSecret(field) || !(field.name in input)) continue;
    const value = input[field.name];
    if (typeof value === 'string' && value !== '') input[field.name] = await hashPassword(value);
    else if (mode === 'edit') delete input[field.name];
    else input[field.name] = null;
  }
}
