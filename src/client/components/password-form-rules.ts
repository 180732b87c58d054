/** antd form rules over the shared change-password validation, so the dialog and the server agree. */
import type { FormRule } from 'antd';
import type { Locale } from '../i18n/locale';
import {
  validateChangePassword,
  type ChangePasswordInput,
  type PasswordProblem,
} from '../../shared/validation/password';

export type PasswordField = PasswordProblem['field'];

export function passwordRule(
  field: PasswordField,
  values: () => ChangePasswordInput,
  locale: Locale,
): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      const problem = validateChangePassword({ ...values(), [field]: value }).find((p) => p.field === field);
      if (problem) throw new Error(problem.message[locale]);
    },
  };
}
