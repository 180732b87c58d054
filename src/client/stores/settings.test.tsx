/** The settings drawer's store: saved to localStorage on every change, read back when the app loads. */
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './storage-keys';

/** A fresh copy of the store module, as after a reload of the page. */
async function freshStore() {
  vi.resetModules();
  return (await import('./settings')).useSettingsStore;
}

describe('settings store', () => {
  it('starts with the defaults when nothing is stored', async () => {
    const store = await freshStore();
    expect(store.getState()).toMatchObject({
      primaryColor: '#1890FF',
      navigation: 'side',
      multiTab: true,
      colorWeak: false,
    });
  });

  it('keeps a change over a reload', async () => {
    let store = await freshStore();
    store
      .getState()
      .update({ primaryColor: '#722ED1', navigation: 'top', contentWidth: 'fluid', colorWeak: true });
    expect(localStorage.getItem(STORAGE_KEYS.shellSettings)).toContain('#722ED1');
    store = await freshStore();
    expect(store.getState()).toMatchObject({
      primaryColor: '#722ED1',
      navigation: 'top',
      contentWidth: 'fluid',
      colorWeak: true,
    });
  });

  it('applies the dependencies on every change', async () => {
    const store = await freshStore();
    store
      .getState()
      .update({ navigation: 'top', contentWidth: 'fluid', fixedHeader: true, hideHeaderOnScroll: true });
    expect(store.getState()).toMatchObject({ contentWidth: 'fluid', hideHeaderOnScroll: true });
    store.getState().update({ navigation: 'side' });
    expect(store.getState().contentWidth).toBe('fixed');
    store.getState().update({ fixedHeader: false });
    expect(store.getState().hideHeaderOnScroll).toBe(false);
    store.getState().update({ fixedSideMenu: true });
    expect(store.getState().fixedSideMenu).toBe(true);
    store.getState().update({ navigation: 'top' });
    expect(store.getState().fixedSideMenu).toBe(false);
  });

  it('normalises a stored entry that breaks the rules, and resets to the defaults', async () => {
    localStorage.setItem(
      STORAGE_KEYS.shellSettings,
      JSON.stringify({
        value: { navigation: 'side', contentWidth: 'fluid', primaryColor: 'red', multiTab: false },
        expire: null,
      }),
    );
    const store = await freshStore();
    expect(store.getState()).toMatchObject({
      contentWidth: 'fixed',
      primaryColor: '#1890FF',
      multiTab: false,
    });
    store.getState().reset();
    expect(store.getState().multiTab).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.shellSettings)).toBeNull();
  });
});
