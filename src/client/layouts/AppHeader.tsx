import { MenuFoldOutlined, MenuUnfoldOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { runtimeConfig } from '../config/runtime';
import { HOME_PATH } from '../router/paths';
import { UserMenu } from './UserMenu';

interface Props {
  collapsed: boolean;
  /** Phones: only the logo, the menu button and the user menu fit. */
  mobile: boolean;
  onToggle(): void;
}

/** Logo, platform title and description, hotline and the user menu. */
export function AppHeader({ collapsed, mobile, onToggle }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const hotline = runtimeConfig().hotline || t('app.hotlineDefault');
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
      }}
    >
      <Link to={HOME_PATH} style={{ display: 'flex', alignItems: 'center', gap: 12, color: 'inherit' }}>
        <img src="/logo.svg" alt={t('app.logoAlt')} width={32} height={32} />
        {!mobile && (
          <span style={{ fontSize: 18, fontWeight: 600, whiteSpace: 'nowrap' }}>{t('app.name')}</span>
        )}
      </Link>
      {!mobile && (
        <span
          style={{
            color: token.colorTextSecondary,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {t('app.description')}
        </span>
      )}
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
        onClick={onToggle}
      />
      <span style={{ flex: 1 }} />
      {!mobile && (
        <span style={{ whiteSpace: 'nowrap' }}>
          <PhoneOutlined /> {t('app.hotline')}: {hotline}
        </span>
      )}
      <UserMenu />
    </Layout.Header>
  );
}
