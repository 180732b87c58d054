import { useTranslation } from '../i18n/use-translation';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key (WCAG 2.4.1): jumps past the header, menu and tabs to the page.
 * Hidden until focused (global.css). Focus moves by script: a bare #fragment would go through
 * the router and leave focus on the link.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
