/**
 * The shell while the signed-in user must change a password someone else chose (an administrator,
 * an import, the main account; the login answer's userInfo.mustChangePassword): nothing but the
 * change-password dialog, which cannot be dismissed. The server refuses every other call of such
 * a session until the change (403), so the shell asks for no menu meanwhile. Logging out is the
 * other way out. Once changed, the flag is cleared and the guard loads the shell as usual.
 */
import { App as AntdApp } from 'antd';
import { useNavigate } from 'react-router-dom';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { LOGIN_PATH } from '../router/paths';
import { useUserStore } from '../stores/user';
import { ChangePasswordModal } from './ChangePasswordModal';

export function ForcedPasswordChange() {
  const navigate = useNavigate();
  const logout = useUserStore((s) => s.logout);

  function changed() {
    const userInfo = useUserStore.getState().userInfo;
    if (userInfo) useUserStore.getState().setUserInfo({ ...userInfo, mustChangePassword: false });
  }

  function leave() {
    // As the user menu does: the local session ends at once, so navigate in the same tick.
    const ending = logout();
    navigate(LOGIN_PATH, { replace: true });
    void ending;
  }

  return (
    <AntdApp>
      <FeedbackBridge />
      <ChangePasswordModal
        open
        onClose={changed}
        forced={{ onLogout: leave }}
        formName="forced-change-password"
      />
    </AntdApp>
  );
}
