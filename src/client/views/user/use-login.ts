import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { withFeedback } from '../../feedback/feedback';
import { greetingKey } from '../../layouts/greeting';
import { safeRedirect } from '../../router/guard';
import { HOME_PATH } from '../../router/paths';
import { useUserStore } from '../../stores/user';
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

  async function submit({ username, password }: LoginValues): Promise<void> {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await loginWithPassword(username.trim(), password);
      if (!isLoginSuccess(answer) || !answer.result?.token) {
        // A key cached before the server's keys changed would fail every time: fetch it afresh next time.
        forgetEncryptionKey();
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
      forgetEncryptionKey();
      setError(failure instanceof Error && failure.message ? failure.message : t('request.generic'));
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, error };
}
