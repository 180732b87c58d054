/**
 * Carries out the guard's CAS decisions (guard.ts decideCas): asks the server whether CAS is on,
 * leaves for the CAS login remembering where the visitor was going, and validates the ticket CAS
 * comes back with (GET /sys/cas/client/validateLogin), storing the session as the login page does.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { withFeedback } from '../feedback/feedback';
import { useAuthModes } from '../stores/auth-modes';
import { useUserStore } from '../stores/user';
import { isLoginSuccess } from '../views/user/login-api';
import { browser, casValidate } from '../views/user/sso-api';
import { forgetCasReturn, rememberCasReturn } from './cas-return';
import type { GuardDecision } from './guard';
import { LOGIN_PATH } from './paths';

/** The service CAS issued the ticket for: the one the login URL named. */
function serviceOf(loginUrl: string | undefined): string | null {
  if (!loginUrl) return null;
  try {
    return new URL(loginUrl).searchParams.get('service');
  } catch {
    return null;
  }
}

export function useCasGuard(decision: GuardDecision): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loadModes = useAuthModes((s) => s.load);
  const casLoginUrl = useAuthModes((s) => s.modes?.cas?.loginUrl);
  const storeLogin = useUserStore((s) => s.login);
  // A ticket is good once: React's development double effects must not spend it twice.
  const handledTicket = useRef<string | null>(null);

  const mustLoad = decision.type === 'load-modes';
  const leaveTo = decision.type === 'cas-login' ? decision.url : null;
  const returnTo = decision.type === 'cas-login' ? decision.returnTo : null;
  const ticket = decision.type === 'cas-validate' ? decision.ticket : null;

  useEffect(() => {
    if (mustLoad) void loadModes();
  }, [mustLoad, loadModes]);

  useEffect(() => {
    if (!leaveTo || returnTo === null) return;
    rememberCasReturn(returnTo);
    browser.assign(leaveTo);
  }, [leaveTo, returnTo]);

  useEffect(() => {
    if (!ticket || handledTicket.current === ticket) return;
    handledTicket.current = ticket;
    void (async () => {
      let failure: string;
      try {
        const answer = await casValidate(ticket, serviceOf(casLoginUrl));
        if (isLoginSuccess(answer) && answer.result?.token) {
          // With the token stored the guard moves on to the remembered path (guard.ts decideCas).
          storeLogin(answer.result);
          return;
        }
        failure = answer.message || t('sso.casFailed');
      } catch {
        failure = t('sso.casFailed');
      }
      // Back to CAS would loop (it would issue a new ticket for the same refused user): our login page instead.
      forgetCasReturn();
      void withFeedback((f) => f.message.error(failure));
      navigate(LOGIN_PATH, { replace: true });
    })();
  }, [ticket, casLoginUrl, storeLogin, navigate, t]);
}
