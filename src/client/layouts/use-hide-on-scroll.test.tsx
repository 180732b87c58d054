import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHideOnScroll } from './use-hide-on-scroll';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('hide header on scroll', () => {
  it('hides on scrolling down past the header and shows on scrolling up', () => {
    const { result } = renderHook(() => useHideOnScroll(true, 64));
    scrollTo(40);
    expect(result.current).toBe(false);
    scrollTo(200);
    expect(result.current).toBe(true);
    scrollTo(150);
    expect(result.current).toBe(false);
  });

  it('never hides when not enabled, and shows again when turned off', () => {
    const { result, rerender } = renderHook(({ on }) => useHideOnScroll(on, 64), {
      initialProps: { on: false },
    });
    scrollTo(300);
    expect(result.current).toBe(false);
    rerender({ on: true });
    scrollTo(600);
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });
});
