import type { FormInstance } from 'antd';
import { useState } from 'react';
import { withFeedback } from '../feedback/feedback';
import { isRequestError, put } from '../request';
import { useUserStore } from '../stores/user';
import type { ChangePasswordInput } from '../../shared/validation/password';

/** PUT /sys/user/updatePassword; shows the server's message, closes on success. */
export function useChangePassword(form: FormInstance<ChangePasswordInput>, onDone: () => void) {
  const username = useUserStore((s) => s.userInfo?.username ?? '');
  const [saving, setSaving] = useState(false);

  async function submit(): Promise<void> {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const answer = await put<unknown>('/sys/user/updatePassword', { username, ...values });
      if (answer.success) {
        withFeedback((f) => f.message.success(answer.message));
        form.resetFields();
        onDone();
      } else {
        withFeedback((f) => f.message.warning(answer.message));
      }
    } catch (error) {
      // The request layer has already shown the message; a 422 also marks the fields.
      if (isRequestError(error) && error.fieldErrors.length > 0) {
        form.setFields(
          error.fieldErrors
            .filter((e): e is typeof e & { field: keyof ChangePasswordInput } =>
              ['oldpassword', 'password', 'confirmpassword'].includes(e.field),
            )
            .map((e) => ({ name: e.field, errors: [e.message] })),
        );
      }
    } finally {
      setSaving(false);
    }
  }

  return { submit, saving };
}
