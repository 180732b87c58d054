/**
 * The IAF CertSearch certification template, version 2.1, for certification bodies (IAF MD 28):
 * the columns of the Excel template and the elements of the XML one, with whether IAF MD 28 makes
 * each mandatory and its character limit. Taken from IAF CertSearch's published field glossary
 * ("Certification Data Fields" / "Certified Entity Data Fields", version 2.1). Where the glossary
 * gives no limit the one here is this system's own column size, so nothing is cut on the way.
 */

/** The certification status values CertSearch accepts without a data-mapping step. */
export const CERTSEARCH_STATUSES = ['Active', 'Suspended', 'Withdrawn', 'Cancelled', 'Expired'] as const;
export type CertSearchStatus = (typeof CERTSEARCH_STATUSES)[number];

export interface TemplateField {
  /** The key of the value in a CertSearchRecord. */
  key: keyof CertSearchValues;
  /** The Excel template's column header. */
  excel: string;
  /** The XML template's element name. */
  xml: string;
  mandatory: boolean;
  maxLength: number;
}

/** One certification's single-valued fields, as the template writes them (dates YYYYMMDD). */
export interface CertSearchValues {
  certificationIdentityNumber: string;
  certificateNumber: string;
  certificationStatus: string;
  accreditationStatus: string;
  certificationType: string;
  certificationStandard: string;
  certificationScope: string;
  originalIssueDate: string;
  issueDate: string;
  expiryDate: string;
  entityUniqueId: string;
  entityName: string;
  entityEnglishName: string;
  entityLegalId: string;
  entityCountry: string;
  entityState: string;
  entityCity: string;
  entityStreet: string;
}

export interface CertSearchSite {
  /** A site as the certificate lists it: one line, name and address together. */
  address: string;
}

export interface CertSearchSector {
  name: string;
  code: string;
}

export interface CertSearchRecord extends CertSearchValues {
  sites: CertSearchSite[];
  sectors: CertSearchSector[];
}

export const CERTIFICATION_FIELDS: readonly TemplateField[] = [
  {
    key: 'certificationIdentityNumber',
    excel: 'Certification Identity Number',
    xml: 'certification_identity_number',
    mandatory: true,
    maxLength: 60,
  },
  {
    key: 'certificateNumber',
    excel: 'Certificate Number',
    xml: 'certificate_number',
    mandatory: true,
    maxLength: 60,
  },
  {
    key: 'certificationStatus',
    excel: 'Certification Status',
    xml: 'certification_status',
    mandatory: true,
    maxLength: 45,
  },
  {
    key: 'accreditationStatus',
    excel: 'Accreditation Status',
    xml: 'accreditation_status',
    mandatory: true,
    maxLength: 45,
  },
  {
    key: 'certificationType',
    excel: 'Certification Type',
    xml: 'certification_type',
    mandatory: true,
    maxLength: 45,
  },
  {
    key: 'certificationStandard',
    excel: 'Certification Standard',
    xml: 'certification_standard',
    mandatory: true,
    maxLength: 200,
  },
  {
    key: 'certificationScope',
    excel: 'Certification Scope',
    xml: 'certification_scope',
    mandatory: true,
    maxLength: 2000,
  },
  {
    key: 'originalIssueDate',
    excel: 'Certification Original Issue Date',
    xml: 'certification_original_issue_date',
    mandatory: false,
    maxLength: 8,
  },
  {
    key: 'issueDate',
    excel: 'Certification Issue Date',
    xml: 'certification_issue_date',
    mandatory: true,
    maxLength: 8,
  },
  {
    key: 'expiryDate',
    excel: 'Certification Expiry Date',
    xml: 'certification_expiry_date',
    mandatory: true,
    maxLength: 8,
  },
];

export const ENTITY_FIELDS: readonly TemplateField[] = [
  {
    key: 'entityUniqueId',
    excel: 'Certified Entity Unique ID',
    xml: 'certified_entity_unique_id',
    mandatory: true,
    maxLength: 45,
  },
  {
    key: 'entityName',
    excel: 'Certified Entity Name',
    xml: 'certified_entity_name',
    mandatory: true,
    maxLength: 300,
  },
  {
    key: 'entityEnglishName',
    excel: 'Certified Entity English Name',
    xml: 'certified_entity_english_name',
    mandatory: false,
    maxLength: 300,
  },
  {
    key: 'entityLegalId',
    excel: 'Certified Entity Legal Identifier',
    xml: 'certified_entity_legal_identifier',
    mandatory: false,
    maxLength: 45,
  },
  {
    key: 'entityCountry',
    excel: 'Certified Entity Country/Economy',
    xml: 'certified_entity_country',
    mandatory: true,
    maxLength: 100,
  },
  {
    key: 'entityState',
    excel: 'Certified Entity State',
    xml: 'certified_entity_state',
    mandatory: false,
    maxLength: 100,
  },
  {
    key: 'entityCity',
    excel: 'Certified Entity City',
    xml: 'certified_entity_city',
    mandatory: false,
    maxLength: 100,
  },
  {
    key: 'entityStreet',
    excel: 'Certified Entity Street',
    xml: 'certified_entity_street',
    mandatory: true,
    maxLength: 300,
  },
];

/** Every single-valued field: the main sheet's columns and each certification element's children, in this order. */
export const RECORD_FIELDS: readonly TemplateField[] = [...CERTIFICATION_FIELDS, ...ENTITY_FIELDS];

/** The sites sheet / <certification_sites>: per site the single-line address. */
export const SITE_ADDRESS = { excel: 'Site Address', xml: 'site_address', maxLength: 500 } as const;
/** The sector sheet / <certification_sectors> (new in 2.1; optional). */
export const SECTOR_NAME = { excel: 'Sector Name', xml: 'sector_name', maxLength: 255 } as const;
export const SECTOR_CODE = { excel: 'Sector Code', xml: 'sector_code', maxLength: 45 } as const;

export const TEMPLATE_VERSION = '2.1';
