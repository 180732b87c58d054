/**
 * The company info a main account writes (PUT /isps/company/edit): each field checked on its own
 * (SPEC §5), answered as field errors in the request language; what submitting needs on top.
 */
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { FieldError } from '../../../shared/envelope';
import type { Database } from '../../db/types';
import type { MessagePair } from '../../http/i18n';
import { isValidCreditCode } from '../../../shared/validation/credit-code';
import { isDistrictCode } from './areas';
import { MSG } from './company-messages';
import type { CompanyRow } from './company-record';
import { isUsableLicence } from './licence';

export const NAME_MAX = 50;
export const ADDRESS_MAX = 120;

/** The body: camelCase as the entity names them; `id` may be sent and is ignored (own company only). */
export interface CompanyInput {
  id?: string;
  name?: string;
  creditCode?: string | null;
  operationArea?: string | null;
  operationAddress?: string | null;
  registeredArea?: string | null;
  registeredAddress?: string | null;
  licence?: string | null;
}

const text = (max: number) => ({ anyOf: [{ type: 'string', maxLength: max }, { type: 'null' }] });

/** Fastify body schema: shapes and hard bounds (the readable messages come from checkCompanyInput). */
export const companyInputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', maxLength: 32 },
    name: { type: 'string', maxLength: 200 },
    creditCode: text(64),
    operationArea: text(12),
    operationAddress: text(1000),
    registeredArea: text(12),
    registeredAddress: text(1000),
    licence: text(255),
  },
} as const;

/** Column values of the sent fields ('' stored as null), keyed by column. */
export type CompanyColumns = Partial<
  Pick<
    CompanyRow,
    | 'name'
    | 'credit_code'
    | 'operation_area'
    | 'operation_address'
    | 'registered_area'
    | 'registered_address'
    | 'licence'
  >
>;

const blank = (v: string | null | undefined): string | null =>
  v === undefined || v === null || v.trim() === '' ? null : v.trim();

export async function checkCompanyInput(
  request: FastifyRequest,
  trx: Transaction<Database>,
  input: CompanyInput,
  companyId: string,
): Promise<{ columns: CompanyColumns; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const refuse = (field: string, message: { 'zh-CN': string; 'en-US': string }) =>
    errors.push({ field, message: request.t(message) });
  const columns: CompanyColumns = {};

  if (input.name !== undefined) {
    const name = input.name.trim();
    if (name === '') refuse('name', MSG.nameRequired);
    else if ([...name].length > NAME_MAX) refuse('name', MSG.nameTooLong);
    columns.name = name;
  }
  if (input.creditCode !== undefined) {
    const code = blank(input.creditCode)?.toUpperCase() ?? null;
    if (code !== null && !isValidCreditCode(code)) refuse('creditCode', MSG.creditCodeBad);
    columns.credit_code = code;
  }
  for (const [field, column] of [
    ['operationArea', 'operation_area'],
    ['registeredArea', 'registered_area'],
  ] as const) {
    if (input[field] === undefined) continue;
    const code = blank(input[field]);
    if (code !== null && !(await isDistrictCode(code))) refuse(field, MSG.areaBad);
    columns[column] = code;
  }
  for (const [field, column] of [
    ['operationAddress', 'operation_address'],
    ['registeredAddress', 'registered_address'],
  ] as const) {
    if (input[field] === undefined) continue;
    const address = blank(input[field]);
    if (address !== null && [...address].length > ADDRESS_MAX) refuse(field, MSG.addressTooLong);
    columns[column] = address;
  }
  if (input.licence !== undefined) {
    const path = blank(input.licence);
    if (path !== null && !(await isUsableLicence(trx, path, companyId))) refuse('licence', MSG.licenceBad);
    columns.licence = path;
  }
  return { columns, errors };
}

/** What must be filled in before the company can be submitted for review. */
export function missingForSubmit(t: (pair: MessagePair) => string, row: CompanyRow): FieldError[] {
  const required: Array<[string, unknown]> = [
    ['name', row.name],
    ['creditCode', row.credit_code],
    ['operationArea', row.operation_area],
    ['operationAddress', row.operation_address],
    ['registeredArea', row.registered_area],
    ['registeredAddress', row.registered_address],
  ];
  const errors: FieldError[] = required
    .filter(([, value]) => value === null || value === '')
    .map(([field]) => ({ field, message: t(MSG.required) }));
  if (!row.licence) errors.push({ field: 'licence', message: t(MSG.licenceRequired) });
  return errors;
}
