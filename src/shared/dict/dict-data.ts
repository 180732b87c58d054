/**
 * System dictionaries as data (schemas/dicts/*.json, format in schemas/meta/dicts.schema.json): the
 * types of a file, and the one dictionary a module reads from an imported file. Types and plain
 * lookups only, so the browser may import a dictionaries file without the meta check.
 */

export interface DictText {
  'zh-CN': string;
  'en-US': string;
}

export interface DictDataItem {
  /** Unique within the dictionary and stable: the row id derives from it. */
  value: string;
  text: DictText;
}

export interface DictData {
  /** Unique over every file and stable: the row id derives from it. */
  code: string;
  name: DictText;
  /** In sort order: an item's sort_order is its position (1, 2, …). */
  items: DictDataItem[];
}

export interface DictsDocument {
  dicts: DictData[];
}

/** The dictionary `code` of a file; a file without it is a build mistake, named in the error. */
export function dictOf(doc: DictsDocument, code: string): DictData {
  const dict = doc.dicts.find((d) => d.code === code);
  if (!dict) throw new Error(`dictionary "${code}" is not in its schemas/dicts file`);
  return dict;
}
