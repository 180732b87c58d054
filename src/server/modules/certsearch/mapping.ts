/**
 * A certificate and its company as one CertSearch record (template.ts). Pure: the caller reads the
 * rows, the original issue date of a reissue chain and the company's district label first.
 * - Certification Identity Number: the certificate row's id (a reissue is a new row, and so a new
 *   certification for CertSearch; the original issue date carries the history).
 * - Status: the status a reader sees today (effectiveStatus), in CertSearch's words.
 * - Certified entity: the company (cust_company), its id the unique ID, its registered address
 *   (else the operating one) split into province, city and street; the country is China, as the
 *   district codes are GB/T 2260.
 */
import { effectiveStatus } from '../../../shared/certificate/cert-status';
import type { BusinessType } from '../../../shared/dict/business-type';
import type { CertSearchRecord, CertSearchSector, CertSearchStatus } from './template';

export const STATUS_TO_CERTSEARCH: Readonly<Record<string, CertSearchStatus>> = {
  valid: 'Active',
  suspended: 'Suspended',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** CertSearch's certification types, by the business type that issued the certificate. */
const CERTIFICATION_TYPE: Readonly<Record<BusinessType, string>> = {
  system_cert: 'Management System',
  it_integration: 'Management System',
  product_cert: 'Product',
  green_low_carbon: 'Product',
  industrial_inspection: 'Product',
  container_inspection: 'Product',
  testing: 'Product',
  service_cert: 'Service',
  safety: 'Service',
  risk_management: 'Service',
  animal_welfare: 'Service',
  vocational_training: 'Service',
  other_assessment: 'Service',
};

/**
 * The IAF technical sector (IAF ID 1 / EA code) a business type stands for on its own; the other
 * types span many sectors, which the certificate does not record, so they send none (optional).
 */
export const TECHNICAL_SECTORS: Readonly<Partial<Record<BusinessType, CertSearchSector>>> = {
  it_integration: { code: '33', name: 'Information technology' },
  container_inspection: { code: '22', name: 'Other transport equipment' },
  animal_welfare: { code: '1', name: 'Agriculture, forestry and fishing' },
  vocational_training: { code: '37', name: 'Education' },
};

export const ACCREDITED = 'Accredited';
export const CERTIFIED_ENTITY_COUNTRY = 'China';

/** The city level of province-level municipalities and county-level divisions: no city of its own. */
const PLACEHOLDER_CITIES = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

export interface CertificateInput {
  id: string;
  certificate_no: string;
  status: string;
  standard: string;
  scope: string;
  sites: string | null;
  holder_name: string;
  business_type: string | null;
  issue_date: string;
  valid_until: string;
}

export interface CompanyInput {
  id: string;
  name: string;
  credit_code: string | null;
  /** The registered address, else the operating one (companyAddress picks). */
  street: string | null;
  /** The district's label, "省 / 市 / 区" (company/areas.ts), or null. */
  districtLabel: string | null;
}

export interface MappingInput {
  certificate: CertificateInput;
  company: CompanyInput;
  /** The first issue date of the certificate's reissue chain (its own when never reissued). */
  originalIssueDate: string;
  /** 'YYYY-MM-DD': decides whether a valid certificate has expired by its date. */
  today: string;
}

/** 'YYYY-MM-DD' → 'YYYYMMDD' (the template's date form); anything else is kept for validation to refuse. */
export function templateDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.replaceAll('-', '') : iso;
}

/** "省 / 市 / 区" → province and city (a municipality's city is the municipality). */
export function stateAndCity(label: string | null): { state: string; city: string } {
  const parts = (label ?? '')
    .split(' / ')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const state = parts[0] ?? '';
  const city = parts[1] && !PLACEHOLDER_CITIES.has(parts[1]) ? parts[1] : state;
  return { state, city };
}

/** One site per non-empty line of the certificate's sites text. */
export function siteLines(sites: string | null): string[] {
  return (sites ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function certSearchStatus(status: string, validUntil: string, today: string): string {
  const seen = effectiveStatus(status, validUntil, today);
  // An unknown state goes out as it is: validation names it instead of guessing a status.
  return STATUS_TO_CERTSEARCH[seen] ?? seen;
}

export function certificationType(businessType: string | null): string {
  return businessType ? (CERTIFICATION_TYPE[businessType as BusinessType] ?? '') : '';
}

export function technicalSectors(businessType: string | null): CertSearchSector[] {
  const sector = businessType ? TECHNICAL_SECTORS[businessType as BusinessType] : undefined;
  return sector ? [sector] : [];
}

export function certSearchRecord(input: MappingInput): CertSearchRecord {
  const { certificate: c, company } = input;
  const { state, city } = stateAndCity(company.districtLabel);
  return {
    certificationIdentityNumber: c.id,
    certificateNumber: c.certificate_no,
    certificationStatus: certSearchStatus(c.status, c.valid_until, input.today),
    accreditationStatus: ACCREDITED,
    certificationType: certificationType(c.business_type),
    certificationStandard: c.standard.trim(),
    certificationScope: c.scope.trim(),
    originalIssueDate: templateDate(input.originalIssueDate),
    issueDate: templateDate(c.issue_date),
    expiryDate: templateDate(c.valid_until),
    entityUniqueId: company.id,
    // The name the certificate states is the legal name CertSearch asks for.
    entityName: (c.holder_name || company.name).trim(),
    entityEnglishName: '',
    entityLegalId: company.credit_code?.trim() ?? '',
    entityCountry: CERTIFIED_ENTITY_COUNTRY,
    entityState: state,
    entityCity: city,
    entityStreet: company.street?.trim() ?? '',
    sites: siteLines(c.sites).map((address) => ({ address })),
    sectors: technicalSectors(c.business_type),
  };
}
