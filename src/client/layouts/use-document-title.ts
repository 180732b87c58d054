import { useEffect } from 'react';
import { useShellTexts } from '../shell-texts/shell-texts';

/** SPEC §2: page title + ' - ' + platform name; the platform name alone when no page title (home). */
export function documentTitle(pageTitle: string | undefined, platformName: string): string {
  return pageTitle ? `${pageTitle} - ${platformName}` : platformName;
}

export function useDocumentTitle(pageTitle: string | undefined): void {
  // The platform title is an administrator's setting (系统设置).
  const platformName = useShellTexts().platformTitle;
  useEffect(() => {
    document.title = documentTitle(pageTitle, platformName);
  }, [pageTitle, platformName]);
}
