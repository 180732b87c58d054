import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLocale } from './i18n';
import './global.css';
import { App } from './App';
import { applyColorWeak } from './settings/use-color-weak';
import { readStoredSettings } from './stores/settings';

// Before the first paint: the stored colour-weak choice (the theme colour is read by the first render).
applyColorWeak(readStoredSettings().colorWeak);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A stored English choice loads its texts first (a moment), so the first render is in that language;
// should they fail to load, the page still shows, in the default language.
void startLocale()
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
