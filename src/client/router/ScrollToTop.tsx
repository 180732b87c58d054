import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §2: scroll resets to the top on navigation. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
