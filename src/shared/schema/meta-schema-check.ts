/**
 * A data file checked against its meta schema (schemas/meta/*.schema.json): the document, typed, or a
 * SchemaError naming the file, the JSON path and what is wrong, so a broken file is found at once.
 * Every loader of schemas/ (entities, pages, menus, dictionaries, numbering rules, stage templates,
 * business sections) checks its files through this one function.
 */
import { Ajv } from 'ajv';
import { SchemaError } from './registry';

const ajv = new Ajv({ allErrors: true, strict: false });

export function metaSchemaCheck<T>(meta: object): (file: string, doc: unknown) => T {
  const validate = ajv.compile(meta);
  return (file, doc) => {
    if (!validate(doc)) {
      const e = validate.errors?.[0];
      // A refused key (propertyNames) is reported at its object's path: name the key too.
      const key = e?.propertyName === undefined ? '' : ` (key "${e.propertyName}")`;
      throw new SchemaError(
        file,
        e?.instancePath || '/',
        `${e?.message ?? 'invalid'}${key} ${e ? JSON.stringify(e.params) : ''}`,
      );
    }
    return doc as T;
  };
}
