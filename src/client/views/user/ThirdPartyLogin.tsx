/**
 * The login page's third-party login entry: shown only when the server has OpenID Connect on
 * (GET /sys/auth/modes); it opens /oauth2-app/login, which leaves for the provider.
 */
import { LoginOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { OAUTH2_LOGIN_PATH } from '../../router/paths';
import { useAuthModes } from '../../stores/auth-modes';

export function ThirdPartyLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const oidc = useAuthModes((s) => s.modes?.oidc);
  const loadModes = useAuthModes((s) => s.load);

  useEffect(() => {
    void loadModes();
  }, [loadModes]);

  if (!oidc) return null;
  return (
    <>
      <Divider plain>{t('sso.otherWays')}</Divider>
      <Button block icon={<LoginOutlined aria-hidden />} onClick={() => navigate(OAUTH2_LOGIN_PATH)}>
        {oidc.name ? t('sso.thirdPartyWith', { name: oidc.name }) : t('sso.thirdParty')}
      </Button>
    </>
  );
}
