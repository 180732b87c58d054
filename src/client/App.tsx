import { AppProviders } from './AppProviders';
import { AppRouter } from './router/AppRouter';
import { useLoadShellTexts } from './shell-texts/shell-texts';

export function App() {
  // The header/footer/login texts an administrator sets: loaded once per language for every page.
  useLoadShellTexts();
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
