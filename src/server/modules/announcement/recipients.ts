/**
 * Who an announcement reaches, decided when it is published (later accounts do not receive it):
 * ALL every active account, USER the chosen active accounts, ROLE the active members of the roles,
 * COMPANY every active account of the companies. "Active": not deleted and not frozen.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';

export type MsgType = 'ALL' | 'USER' | 'ROLE' | 'COMPANY';

export interface Addressing {
  msg_type: string;
  user_ids: string | null;
  role_ids: string | null;
  company_ids: string | null;
}

/** Comma-joined ids → the distinct non-empty ids. */
export function splitIds(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** The field holding the recipients of a msg_type, or null for ALL. */
export function idsField(
  msgType: string,
): { column: 'user_ids' | 'role_ids' | 'company_ids'; property: string } | null {
  switch (msgType) {
    case 'USER':
      return { column: 'user_ids', property: 'userIds' };
    case 'ROLE':
      return { column: 'role_ids', property: 'roleIds' };
    case 'COMPANY':
      return { column: 'company_ids', property: 'companyIds' };
    default:
      return null;
  }
}

export async function resolveRecipients(trx: Transaction<Database>, annt: Addressing): Promise<string[]> {
  let query = trx
    .selectFrom('sys_user')
    .select('sys_user.id')
    .where('sys_user.del_flag', '=', '0')
    .where('sys_user.status', '=', '1');
  switch (annt.msg_type) {
    case 'ALL':
      break;
    case 'USER': {
      const ids = splitIds(annt.user_ids);
      if (ids.length === 0) return [];
      query = query.where('sys_user.id', 'in', ids);
      break;
    }
    case 'ROLE': {
      const ids = splitIds(annt.role_ids);
      if (ids.length === 0) return [];
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('sys_user_role')
            .select('sys_user_role.id')
            .whereRef('sys_user_role.user_id', '=', 'sys_user.id')
            .where('sys_user_role.role_id', 'in', ids),
        ),
      );
      break;
    }
    case 'COMPANY': {
      const ids = splitIds(annt.company_ids);
      if (ids.length === 0) return [];
      query = query.where('sys_user.company_id', 'in', ids);
      break;
    }
    default:
      return [];
  }
  return (await query.execute()).map((row) => row.id);
}
