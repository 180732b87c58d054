/**
 * The XML template: <certifications> with one <certification> per record, its fields as child
 * elements (template.ts order), then <certification_sites> and <certification_sectors>. Every value
 * is escaped, and characters XML 1.0 cannot carry (control characters) are dropped.
 */
import { escapeHtml } from '../../../shared/text/html-escape';
import {
  RECORD_FIELDS,
  SECTOR_CODE,
  SECTOR_NAME,
  SITE_ADDRESS,
  TEMPLATE_VERSION,
  type CertSearchRecord,
} from './template';

// eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 forbids
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlText(value: string): string {
  return escapeHtml(value.replace(NOT_XML, ''));
}

const element = (name: string, value: string, indent: string) =>
  `${indent}<${name}>${xmlText(value)}</${name}>`;

function certificationXml(record: CertSearchRecord): string {
  const lines = ['  <certification>'];
  for (const f of RECORD_FIELDS) lines.push(element(f.xml, record[f.key], '    '));
  lines.push('    <certification_sites>');
  for (const site of record.sites) {
    lines.push(
      '      <certification_site>',
      element(SITE_ADDRESS.xml, site.address, '        '),
      '      </certification_site>',
    );
  }
  lines.push('    </certification_sites>', '    <certification_sectors>');
  for (const sector of record.sectors) {
    lines.push(
      '      <certification_sector>',
      element(SECTOR_NAME.xml, sector.name, '        '),
      element(SECTOR_CODE.xml, sector.code, '        '),
      '      </certification_sector>',
    );
  }
  lines.push('    </certification_sectors>', '  </certification>');
  return lines.join('\n');
}

export function certSearchXml(records: readonly CertSearchRecord[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<certifications template_version="${TEMPLATE_VERSION}">`,
    ...records.map(certificationXml),
    '</certifications>',
    '',
  ].join('\n');
}
