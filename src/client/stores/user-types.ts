import type { DictItem } from '../../shared/dict/dict-item';
import type { PermissionItem } from '../../shared/permissions/has-permission';

/** The logged-in user as POST /sys/login answers it (sys_user without secrets). */
export interface UserInfo {
  id: string;
  username: string;
  realname?: string;
  avatar?: string | null;
  sex?: string | null;
  email?: string | null;
  phone?: string | null;
  orgCode?: string | null;
  userType?: string;
  /** The customer's company (customers) and the executing unit (staff): x-workflow guards read them. */
  companyId?: string | null;
  divisionId?: string | null;
  /** Someone else chose the password (an administrator, an import, the main account): change it first. */
  mustChangePassword?: boolean;
}

/** Dictionary item of the contract: `text` = `title` = zh-CN (one type for server, shell and renderer). */
export type { DictItem };

export type DictionaryCache = Record<string, DictItem[]>;

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems?: DictionaryCache;
  tenantId?: string | number | null;
  /** Departments of the user: 0 none, 1 one, 2 several (then the department switch dialog opens). */
  multi_depart?: number;
}

export type { PermissionItem };
