// jsdom lacks the layout APIs antd and rjsf touch; give them inert versions and clean up between tests.
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { message, Modal } from 'antd';

// findBy*/waitFor wait for what the user sees; one second (the default) is no room on a busy 2-core machine.
configure({ asyncUtilTimeout: 15_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
afterEach(() => {
  cleanup();
  // antd's static message and confirm render into roots of their own, which cleanup() does not
  // unmount; a message closing by its timer after the file ends would render without a window.
  // (Not notification.destroy(): the login test's welcome notice then failed to show in a full run.)
  message.destroy();
  Modal.destroyAll();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(async () => {
  // React runs the passive effects of a commit in a scheduler task (setImmediate in Node), and a
  // lazily loaded dialog or widget can commit just after a test ends. Let that work run while jsdom's
  // window exists: after the environment is torn down it throws "window is not defined", which vitest
  // reports as an unhandled error of the file (seen in FormDialog and FormDialog-edit tests).
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
});
