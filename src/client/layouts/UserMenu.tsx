import {
  ApartmentOutlined,
  GlobalOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordModal } from '../components/ChangePasswordModal';
import { takeDepartChoice } from '../components/DepartSwitch-pending';
import { DepartSwitchModal } from '../components/DepartSwitchModal';
import { setLocale } from '../i18n';
import { useLocale } from '../i18n/use-locale';
import { LOGIN_PATH } from '../router/paths';
import { useTabsStore } from '../stores/tabs';
import { useUserStore } from '../stores/user';
import { greetingKey } from './greeting';
import { useAvatarSrc } from './use-avatar-src';
import { useMediaQuery } from './use-media-query';

/** Avatar, greeting and name; change password, log out, switch language. */
export function UserMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const userInfo = useUserStore((s) => s.userInfo);
  const logout = useUserStore((s) => s.logout);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departOpen, setDepartOpen] = useState(false);
  // Right after a login whose answer said the user is in several departments (multi_depart 2).
  useEffect(() => {
    if (takeDepartChoice()) setDepartOpen(true);
  }, []);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const name = userInfo?.realname || userInfo?.username || '';
  const avatarSrc = useAvatarSrc(userInfo?.avatar);
  const greeting = t(`greeting.${greetingKey(new Date())}`);
  const greetingName = t('user.greetingName', { greeting, name });
  const otherLocale = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  // SPEC §2: a quit link beside the menu on desktop (the same breakpoints as the side menu):
  // with its text from 1088 px, the icon alone (labelled) down to 768 px, none on phones.
  const narrow = useMediaQuery('(max-width: 1087.98px)');
  const mobile = useMediaQuery('(max-width: 767.98px)');

  const closeDepart = useCallback(() => setDepartOpen(false), []);

  async function onLogout() {
    // logout() ends the local session at once (before its server call): navigate in the same tick, so
    // the guard never sees this page without a token and sends the user to login with it as redirect
    // (the next login would land back here instead of home).
    const ending = logout();
    useTabsStore.getState().reset();
    navigate(LOGIN_PATH, { replace: true });
    await ending;
  }

  const items = [
    { key: 'password', icon: <KeyOutlined />, label: t('user.changePassword') },
    { key: 'depart', icon: <ApartmentOutlined />, label: t('user.switchDepart') },
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: <span lang={otherLocale}>{t(`languageNames.${otherLocale}`)}</span>,
    },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout') },
  ];

  function onClick({ key }: { key: string }) {
    if (key === 'password') {
      // The menu button is what the dialog gives the focus back to when it closes (the item is gone).
      triggerRef.current?.focus();
      setPasswordOpen(true);
    } else if (key === 'depart') {
      triggerRef.current?.focus();
      setDepartOpen(true);
    } else if (key === 'language') void setLocale(otherLocale);
    else if (key === 'logout') void onLogout();
  }

  return (
    <>
      {/* autoFocus: opened from the keyboard, the focus goes into the menu and the arrows move in it. */}
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
        <button
          ref={triggerRef}
          type="button"
          data-testid="user-menu"
          // On a phone (down to 320 px, WCAG 1.4.10) the greeting does not fit beside the bell: the
          // avatar alone shows, and the button keeps the greeting as its name.
          aria-label={mobile ? greetingName : undefined}
          style={{ background: 'none', border: 0, cursor: 'pointer', padding: '0 8px', height: '100%' }}
        >
          <Space>
            <Avatar size="small" src={avatarSrc} icon={<UserOutlined />} alt="" />
            {!mobile && <span style={{ whiteSpace: 'nowrap' }}>{greetingName}</span>}
          </Space>
        </button>
      </Dropdown>
      {!mobile && (
        <Button
          type="text"
          icon={<LogoutOutlined />}
          aria-label={narrow ? t('user.logout') : undefined}
          data-testid="quit-link"
          onClick={() => void onLogout()}
        >
          {narrow ? null : t('user.logout')}
        </Button>
      )}
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <DepartSwitchModal open={departOpen} onClose={closeDepart} />
    </>
  );
}
