/**
 * A dashboard's link to a screen of the app: a real link (opens in a new tab, shows its address), which
 * a plain click follows through the app's navigation. Only a path inside the app is linked: a value of
 * an answer never becomes another site or a script URL.
 */
import type { MouseEvent, ReactNode } from 'react';

const IN_APP_PATH = /^\/(?![/\\])/;

export function isInAppPath(path: string): boolean {
  return IN_APP_PATH.test(path);
}

export interface InAppLinkProps {
  path: string;
  /** The app's in-app navigation; without it the link loads its page. */
  navigate?: (path: string) => void;
  /** Only where the visible text alone would not say where it leads (a list's repeated 去处理). */
  label?: string;
  /** The id of the text that says what the link is about (a list's heading for its "view all"). */
  describedBy?: string;
  children: ReactNode;
}

export function InAppLink({ path, navigate, label, describedBy, children }: InAppLinkProps) {
  if (!isInAppPath(path)) return <>{children}</>;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <a href={path} onClick={open} aria-label={label} aria-describedby={describedBy}>
      {children}
    </a>
  );
}
