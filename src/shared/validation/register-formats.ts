/**
 * Puts the named formats (formats.ts) on an ajv instance, for the server's write validation. The
 * browser never compiles with ajv (the CSP has no 'unsafe-eval'); its form validator calls the
 * same predicates directly.
 */
import type { Ajv } from 'ajv';
import { FORMATS } from './formats';

type FormatHost = Pick<Ajv, 'addFormat'>;

export function registerFormats<T extends FormatHost>(ajv: T): T {
  for (const [name, rule] of Object.entries(FORMATS))
    ajv.addFormat(name, { type: 'string', validate: rule.test });
  return ajv;
}
