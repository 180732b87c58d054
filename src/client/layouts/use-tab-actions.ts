import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { withFeedback } from '../feedback/feedback';
import { useTabsStore } from '../stores/tabs';

export type TabMenuAction = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

/** Tab bar controller: applies the tab rules and follows the active tab with the router. */
export function useTabActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useTabsStore;

  function follow(before: string) {
    const { active, fullPaths } = store.getState();
    if (active !== before) navigate(fullPaths[active] ?? active);
  }

  function activate(path: string) {
    navigate(store.getState().fullPaths[path] ?? path);
  }

  function close(path: string) {
    const before = store.getState().active;
    const refusal = store.getState().close(path);
    if (refusal) {
      const text = t(refusal === 'home' ? 'tabs.homeNotClosable' : 'tabs.lastNotClosable');
      withFeedback((f) => f.message.warning(text));
    } else follow(before);
  }

  function run(action: TabMenuAction, path: string) {
    const before = store.getState().active;
    if (action === 'refresh') {
      store.getState().refresh(path);
      return;
    }
    store.getState()[action](path);
    follow(before);
  }

  return { activate, close, run };
}
