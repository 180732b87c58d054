/**
 * The list protocol's page sizes, apart from the parser so the browser can read the cap (a list
 * without a pager asks for this many rows) without bundling the whole query grammar.
 */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;
