import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §2: page title + ' - ' + platform name; the platform name alone when no page title (home). */
export function documentTitle(pageTitle: string | undefined, platformName: string): string {
  return pageTitle ? `${pageTitle} - ${platformName}` : platformName;
}

export function useDocumentTitle(pageTitle: string | undefined): void {
  const { t } = useTranslation();
  const platformName = t('app.name');
  useEffect(() => {
    document.title = documentTitle(pageTitle, platformName);
  }, [pageTitle, platformName]);
}
