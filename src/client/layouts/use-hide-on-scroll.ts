/**
 * "Hide header on scroll" (settings drawer): scrolling down past the header hides it, scrolling up
 * shows it again. Off (always shown) when not enabled.
 */
import { useEffect, useState } from 'react';

export function useHideOnScroll(enabled: boolean, threshold = 64): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > last && y > threshold) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);
  return hidden;
}
