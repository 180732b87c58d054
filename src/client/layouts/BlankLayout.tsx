import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { AppFooter } from './AppFooter';

/** The /user pages: centred content on a plain background, no navigation. */
export function BlankLayout() {
  return (
    <div style={{ minHeight: '100%', display: 'flex', flexDirection: 'column', background: '#f0f2f5' }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 16px' }}>
        <LanguageSwitch />
      </div>
      <main
        style={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: '48px 16px',
        }}
      >
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
