/**
 * /user/register: the registration form is the schema schemas/forms/user-register.json,
 * rendered by the renderer's StandaloneForm with the shell's services (the slider widget reads its
 * challenge through the DataProvider). Uniqueness is checked while typing once the slider has
 * passed (the server answers it only then), and again for every filled field when it passes; on
 * success the result page tells what happens next.
 */
import { theme } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router-dom';
import { RendererProvider, StandaloneForm, type StandaloneFormSchema } from '../../../../renderers';
import registerForm from '../../../../schemas/forms/user-register.json';
import { REGISTER_MESSAGES } from '../../../shared/account/register-rules';
import { PASSWORD_MESSAGES, passwordContainsUsername } from '../../../shared/validation/password';
import { createRendererServices } from '../../data-provider/renderer-services';
import { isLocale } from '../../i18n/locale';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { LOGIN_PATH } from '../../router/paths';
import { checkOnlyUser, registerCompany, type RegisterAnswer } from './register-api';

const REGISTER_RESULT_PATH = '/user/register-result';
const FORM = registerForm as StandaloneFormSchema;
/** A passed slider's token is what the uniqueness check needs: its arrival checks every filled field. */
const RECHECK_ON = ['sliderToken'];
const PANEL: React.CSSProperties = {
  background: '#fff',
  borderRadius: 8,
  padding: '16px 24px 24px',
  boxShadow: '0 1px 2px rgba(0,0,0,0.06)',
};

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const locale = isLocale(i18n.language) ? i18n.language : 'zh-CN';
  const services = useMemo(() => createRendererServices(locale), [locale]);
  useDocumentTitle(t('register.title'));

  const crossCheck = useCallback(
    (data: Record<string, unknown>) => {
      const errors: Record<string, string> = {};
      const password = typeof data.password === 'string' ? data.password : '';
      if (data.confirmPassword !== undefined && data.confirmPassword !== password) {
        errors.confirmPassword = REGISTER_MESSAGES.mismatch[locale];
      }
      if (passwordContainsUsername(password, typeof data.username === 'string' ? data.username : null)) {
        errors.password = PASSWORD_MESSAGES.containsUsername[locale];
      }
      return errors;
    },
    [locale],
  );
  const onDone = useCallback(
    (answer: { result: unknown }) => {
      const result = answer.result as RegisterAnswer | null;
      void navigate(REGISTER_RESULT_PATH, { state: { username: result?.username } });
    },
    [navigate],
  );

  return (
    <div style={{ width: 440, maxWidth: '100%' }}>
      <div style={PANEL}>
        <h1 style={{ fontSize: 20, margin: '8px 0 24px', color: token.colorTextHeading }}>
          {t('register.heading')}
        </h1>
        <RendererProvider services={services}>
          <StandaloneForm
            form={FORM}
            checkUnique={checkOnlyUser}
            recheckUniqueOn={RECHECK_ON}
            crossCheck={crossCheck}
            submit={registerCompany}
            onDone={onDone}
            clearOnRefusal={['sliderToken']}
          />
        </RendererProvider>
        <p style={{ marginTop: 16, textAlign: 'center' }}>
          {t('register.haveAccount')} <Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>
        </p>
      </div>
    </div>
  );
}
