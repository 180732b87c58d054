/**
 * The signed-in user as x-workflow guards read it (`user.userType`, `user.companyId`,
 * `user.divisionId`), from the login's user info: without it a guarded transition such as a
 * customer's 答复 would never be offered, although the server would run it.
 */
import type { WorkflowUser } from '../../shared/workflow/types';
import type { UserInfo } from '../stores/user-types';

export function workflowUserOf(info: UserInfo | null): WorkflowUser | undefined {
  if (!info) return undefined;
  return {
    userType: info.userType ?? '',
    companyId: info.companyId ?? null,
    divisionId: info.divisionId ?? null,
  };
}
