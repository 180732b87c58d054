/**
 * The breakpoints (SPEC §2): side menu collapsed under 1088 px, a drawer (mobile) under 768 px,
 * following the window as it is resized. matchMedia is answered from a width the test sets.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSideMenuMode } from './use-side-menu-mode';

let width = 1366;
const listeners = new Set<() => void>();
const original = window.matchMedia;

/** The width a breakpoint query names; other queries (the reduced-motion preference) never match here. */
function maxWidthOf(query: string): number {
  const m = /max-width:\s*([\d.]+)px/.exec(query);
  return m ? Number(m[1]) : -Infinity;
}

beforeEach(() => {
  width = 1366;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return width <= maxWidthOf(query);
      },
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = original;
  listeners.clear();
});

function resize(to: number) {
  act(() => {
    width = to;
    for (const fn of [...listeners]) fn();
  });
}

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('side menu mode by window width', () => {
  it('is expanded on a desktop, collapsed under 1088 px and a closed drawer under 768 px', () => {
    const { result } = renderHook(() => useSideMenuMode(), { wrapper });
    expect(result.current).toMatchObject({ mobile: false, collapsed: false, drawerOpen: false });
    resize(1087);
    expect(result.current).toMatchObject({ mobile: false, collapsed: true });
    resize(1088);
    expect(result.current).toMatchObject({ mobile: false, collapsed: false });
    resize(767);
    expect(result.current).toMatchObject({ mobile: true, drawerOpen: false });
    resize(768);
    expect(result.current.mobile).toBe(false);
  });

  it('toggles the drawer on a phone and the collapse on a desktop', () => {
    width = 390;
    const { result } = renderHook(() => useSideMenuMode(), { wrapper });
    expect(result.current.mobile).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.drawerOpen).toBe(true);
    act(() => result.current.closeDrawer());
    expect(result.current.drawerOpen).toBe(false);
    resize(1366);
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ mobile: false, collapsed: true });
  });
});
