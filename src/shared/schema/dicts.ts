/**
 * The checks of the dictionaries files (schemas/dicts/*.json): each file against
 * schemas/meta/dicts.schema.json, item values unique within a dictionary, codes unique over every
 * file. Pure; load-fs.ts reads the files, the server reconciles them into sys_dict and
 * sys_dict_item (server/seed/dict-reconcile.ts).
 */
import { metaSchemaCheck } from './meta-schema-check';
import dictsMeta from '../../../schemas/meta/dicts.schema.json';
import type { DictData, DictsDocument } from '../dict/dict-data';
import { SchemaError, type SchemaDocument } from './registry';

const validateDictsDocument = metaSchemaCheck<DictsDocument>(dictsMeta);

/** The file against the meta schema and its values unique per dictionary; a failure names the file, the JSON path and the code. */
export function checkDictsDocument(file: string, doc: unknown): DictsDocument {
  const checked = validateDictsDocument(file, doc);
  checked.dicts.forEach((dict, i) => {
    const values = new Set<string>();
    dict.items.forEach((item, j) => {
      if (values.has(item.value)) {
        throw new SchemaError(
          file,
          `/dicts/${i}/items/${j}/value`,
          `value "${item.value}" of dictionary "${dict.code}" is used twice`,
        );
      }
      values.add(item.value);
    });
  });
  return checked;
}

/** The dictionaries of every file in the order given (file name order); a code used twice names the file and the code. */
export function mergeDicts(docs: SchemaDocument<DictsDocument>[]): DictData[] {
  const codes = new Set<string>();
  for (const { file, doc } of docs) {
    doc.dicts.forEach((dict, i) => {
      if (codes.has(dict.code))
        throw new SchemaError(file, `/dicts/${i}/code`, `dictionary "${dict.code}" is used twice`);
      codes.add(dict.code);
    });
  }
  return docs.flatMap(({ doc }) => doc.dicts);
}
