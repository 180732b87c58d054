/**
 * The holder's address a certificate prints (ISO/IEC 17021-1 8.2.2: the holder's name and
 * location): the company's district in full (province, city, district: "北京市海淀区") before its
 * street address — the registered pair, else the operating one. A street address that already
 * starts with its district is taken as it is.
 */
import { districtLabel } from '../company/areas';

/** The city level of a province-level municipality or of county-level divisions: not part of an address. */
const PLACEHOLDER_CITIES = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

export async function districtAddress(area: string | null, address: string | null): Promise<string | null> {
  const street = address?.trim() ?? '';
  const label = area ? await districtLabel(area) : null;
  const prefix = (label ?? '')
    .split(' / ')
    .filter((part) => part !== '' && !PLACEHOLDER_CITIES.has(part))
    .join('');
  if (prefix === '') return street === '' ? null : street;
  return street.startsWith(prefix) ? street : `${prefix}${street}`;
}

interface CompanyAddresses {
  registered_area: string | null;
  registered_address: string | null;
  operation_area: string | null;
  operation_address: string | null;
}

/** The company's address for its certificates: registered, else operating. */
export function companyHolderAddress(company: CompanyAddresses): Promise<string | null> {
  return company.registered_address?.trim()
    ? districtAddress(company.registered_area, company.registered_address)
    : districtAddress(company.operation_area, company.operation_address);
}
