import { MenuFoldOutlined, MenuUnfoldOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Layout, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../router/paths';
import { useShellTexts } from '../shell-texts/shell-texts';
import { NoticeBell } from '../notice/NoticeBell';
import { UserMenu } from './UserMenu';

interface Props {
  collapsed: boolean;
  /** Phones: only the logo, the menu button and the user menu fit. */
  mobile: boolean;
  onToggle(): void;
  /** Top navigation (settings drawer): the horizontal menu, in place of the description and the toggle. */
  topMenu?: ReactNode;
  /** The settings drawer's button. */
  settings?: ReactNode;
  /** Fixed / hidden-on-scroll header (BasicLayout). */
  style?: CSSProperties;
}

/** Logo, platform title and description, hotline and the user menu. */
export function AppHeader({ collapsed, mobile, onToggle, topMenu, settings, style }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The texts are settings an administrator edits (系统设置 / System settings), not code or config.js.
  const texts = useShellTexts();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        background: '#fff',
        padding: '0 16px',
        boxShadow: '0 1px 4px rgba(0,21,41,0.08)',
        zIndex: 2,
        ...style,
      }}
    >
      <Link to={HOME_PATH} style={{ display: 'flex', alignItems: 'center', gap: 12, color: 'inherit' }}>
        <img src="/logo.svg" alt={texts.logoAlt} width={32} height={32} />
        {!mobile && (
          <span style={{ fontSize: 18, fontWeight: 600, whiteSpace: 'nowrap' }}>{texts.platformTitle}</span>
        )}
      </Link>
      {!mobile && !topMenu && (
        <span
          style={{
            color: token.colorTextSecondary,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {texts.platformDescription}
        </span>
      )}
      {topMenu}
      {!topMenu && (
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
          onClick={onToggle}
        />
      )}
      {!topMenu && <span style={{ flex: 1 }} />}
      {!mobile && (
        <span style={{ whiteSpace: 'nowrap' }}>
          <PhoneOutlined /> {t('app.hotline')}: {texts.hotline}
        </span>
      )}
      {settings}
      <NoticeBell />
      <UserMenu />
    </Layout.Header>
  );
}
