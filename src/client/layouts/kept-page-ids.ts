/**
 * Ids of a hidden tab page are set aside while it is hidden. Every open tab keeps its page mounted
 * (kept-pages.ts), and pages built from schemas give their fields the fields' names as ids, so two
 * open list pages would otherwise put two `#username` (or `#createTime`…) on one document: labels
 * would point at the wrong input and `getElementById` would find the hidden one. Only the visible
 * page needs its ids; a hidden page's ids move to `data-kept-id` and come back when it is shown.
 * This works for any page (schema pages, built-in views) without the pages knowing about tabs.
 */
export const KEPT_ID_ATTRIBUTE = 'data-kept-id';

/** Moves every id under `root` aside. */
export function setIdsAside(root: Element): void {
  for (const element of root.querySelectorAll('[id]')) {
    element.setAttribute(KEPT_ID_ATTRIBUTE, element.id);
    element.removeAttribute('id');
  }
}

/** Gives every element under `root` its id back. */
export function restoreIds(root: Element): void {
  for (const element of root.querySelectorAll(`[${KEPT_ID_ATTRIBUTE}]`)) {
    const id = element.getAttribute(KEPT_ID_ATTRIBUTE);
    element.removeAttribute(KEPT_ID_ATTRIBUTE);
    if (id && !element.hasAttribute('id')) element.id = id;
  }
}

/**
 * Keeps `root`'s ids aside while the page stays hidden, also for what renders meanwhile (a list
 * whose answer arrives after the tab was left). Returns the function that ends it and restores.
 */
export function keepIdsAside(root: Element): () => void {
  setIdsAside(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      // An id the page itself removed while hidden must not come back when it is shown.
      if (
        record.type === 'attributes' &&
        record.target instanceof Element &&
        !record.target.hasAttribute('id')
      ) {
        record.target.removeAttribute(KEPT_ID_ATTRIBUTE);
      }
    }
    setIdsAside(root);
    // Our own removals must not read as the page's on the next call.
    observer.takeRecords();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['id'] });
  return () => {
    observer.disconnect();
    restoreIds(root);
  };
}
