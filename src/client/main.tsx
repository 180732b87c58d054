import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import './global.css';
import { App } from './App';
import { applyColorWeak } from './settings/use-color-weak';
import { readStoredSettings } from './stores/settings';

// Before the first paint: the stored colour-weak choice (the theme colour is read by the first render).
applyColorWeak(readStoredSettings().colorWeak);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
