import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import { withFeedback } from '../../feedback/feedback';
import { greetingKey } from '../../layouts/greeting';
import { safeRedirect } from '../../router/guard';
import { HOME_PATH } from '../../router/paths';
import { useUserStore } from '../../stores/user';
import type { Envelope } from '../../../shared/envelope';
import type { LoginResult } from '../../stores/user-types';
import { forgetEncryptionKey, isLoginSuccess, loginWithPassword } from './login-api';

export interface LoginValues {
  username: string;
  password: string;
}

/** Controller of the login page: submit, busy flag and the failure message to show. */
export function useLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const storeLogin = useUserStore((s) => s.login);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /**
   * Runs one way of logging in (password, phone code) and carries its answer out: the session is
   * stored, the user greeted and sent on; otherwise the server's message is shown. `onFailure`
   * runs on any refusal (the password login drops its cached key then).
   */
  async function submitWith(
    load: () => Promise<Envelope<LoginResult>>,
    onFailure?: () => void,
  ): Promise<void> {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await load();
      if (!isLoginSuccess(answer) || !answer.result?.token) {
        onFailure?.();
        setError(answer.message || t('login.failed'));
        return;
      }
      storeLogin(answer.result);
      const welcome = {
        title: t('login.welcome'),
        description: t('login.welcomeBack', { greeting: t(`greeting.${greetingKey(new Date())}`) }),
        // Top right (antd's default) would lie over the header's user menu just as the user reaches for it.
        placement: 'bottomRight' as const,
      };
      withFeedback((f) => f.notification.success(welcome));
      navigate(safeRedirect(search) ?? HOME_PATH, { replace: true });
    } catch (failure) {
      onFailure?.();
      setError(failure instanceof Error && failure.message ? failure.message : t('request.generic'));
    } finally {
      setSubmitting(false);
    }
  }

  // A key cached before the server's keys changed would fail every time: fetch it afresh next time.
  const submit = ({ username, password }: LoginValues): Promise<void> =>
    submitWith(() => loginWithPassword(username.trim(), password), forgetEncryptionKey);

  return { submit, submitWith, submitting, error };
}
