// jsdom lacks the layout APIs antd and rjsf touch; give them inert versions and clean up between tests.
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { REDUCED_MOTION_QUERY } from '../../src/client/settings/reduced-motion';
// Loaded before any test, as once one suite of the worker has used it: a message a component sends
// outside antd's <App> then shows within its test, and the check below names that test every time
// (loaded lazily, it showed after the check in a worker's first suite and failed a later one).
import '../../src/client/feedback/static-feedback';
import { useMenuStore } from '../../src/client/stores/menu';

// findBy*/waitFor wait for what the user sees; one second (the default) is no room on a busy 2-core machine.
/** The document's text as a reader meets it, whitespace collapsed, cut to `limit` characters. */
function pageText(limit = 6_000): string {
  const text = (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > limit ? `${text.slice(0, limit)} …` : text;
}

configure({
  asyncUtilTimeout: 15_000,
  // A query that found nothing shows the page's text (the field errors, the slider's state, a
  // notice): Testing Library's default, 7,000 characters of markup, stopped before the field a
  // failure under load was about, and that failure could not be read afterwards.
  getElementError: (message) => {
    const error = new Error(`${message ?? ''}\n\nText of the page: ${pageText()}`);
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// The tests prefer reduced motion, as the browser tests do (src/client/settings/reduced-motion.ts):
// antd's motion is off, so a closed notice or dialog leaves the document at once instead of waiting
// for a transitionend jsdom never fires (a left-over notice was still there for the next suite).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === REDUCED_MOTION_QUERY,
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
  // What the test rendered is gone now. A message or confirmation still in the document came from
  // antd's static roots, which outlive the test: one closing by its timer after the file ended
  // rendered without a window ("window is not defined", the unhandled error that failed CI).
  // Components render inside antd's <App> (as in the shell), so this fails the test that leaks one.
  // Notifications are exempt: the login page greets through the static one on purpose (the greeting
  // stays while the shell loads); afterAll clears them.
  const stray = document.body.querySelector('.ant-message-notice, .ant-modal-confirm');
  const strayText = stray?.textContent ?? '';
  if (document.querySelector('.ant-message-notice')) message.destroy();
  Modal.destroyAll();
  localStorage.clear();
  sessionStorage.clear();
  // The suites of a worker share the stores: a menu one test loaded would spare the next file's shell
  // its menu fetch (a forced password change test then saw no getCustomerMenu after the change).
  useMenuStore.getState().clear();
  if (stray)
    throw new Error(`antd static feedback outlived the test ("${strayText}"): render inside antd's <App>`);
});

const flushImmediates = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
};

afterAll(async () => {
  // Close every static notice while jsdom's window exists: that cancels their close timers, which
  // would otherwise fire after the environment is torn down. (jsdom fires no transitionend, so a
  // closed notice stays in the document in its leave motion; nothing further is scheduled for it.)
  // Only where one is shown: with none shown, destroy() first creates antd's static holder, and
  // the suites of a worker share one window and antd's modules, where a holder made this late never
  // showed another notice (the next suite's login greeting stayed invisible).
  if (document.querySelector('.ant-notification-notice')) notification.destroy();
  if (document.querySelector('.ant-message-notice')) message.destroy();
  Modal.destroyAll();
  // React runs the passive effects of a commit in a scheduler task (setImmediate in Node), and a
  // lazily loaded dialog or widget can commit just after a test ends: let that work run too.
  await flushImmediates();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await flushImmediates();
});
