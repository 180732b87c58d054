/**
 * The Excel template: sheet "Certification" (one row per record, the template's headers), sheet
 * "Certification Sites" and sheet "Certification Sector" (2.1), each row keyed by the
 * Certification Identity Number. Text cells are written as text and never as formulas (neutralise).
 */
import { loadExcelJS } from '../crud/excel/load-exceljs';
import { neutralise } from '../crud/excel/values';
import { RECORD_FIELDS, SECTOR_CODE, SECTOR_NAME, SITE_ADDRESS, type CertSearchRecord } from './template';

export const SHEETS = {
  main: 'Certification',
  sites: 'Certification Sites',
  sectors: 'Certification Sector',
} as const;
const CIN = 'Certification Identity Number';

export async function certSearchXlsx(records: readonly CertSearchRecord[]): Promise<Buffer> {
  const book = new (await loadExcelJS()).Workbook();
  const main = book.addWorksheet(SHEETS.main);
  main.columns = RECORD_FIELDS.map((f) => ({
    header: f.excel,
    width: Math.min(60, Math.max(14, f.excel.length + 2)),
  }));
  const sites = book.addWorksheet(SHEETS.sites);
  sites.columns = [
    { header: CIN, width: 36 },
    { header: SITE_ADDRESS.excel, width: 60 },
  ];
  const sectors = book.addWorksheet(SHEETS.sectors);
  sectors.columns = [
    { header: CIN, width: 36 },
    { header: SECTOR_NAME.excel, width: 40 },
    { header: SECTOR_CODE.excel, width: 14 },
  ];
  for (const r of records) {
    main.addRow(RECORD_FIELDS.map((f) => neutralise(r[f.key])));
    for (const site of r.sites) sites.addRow([r.certificationIdentityNumber, neutralise(site.address)]);
    for (const sector of r.sectors)
      sectors.addRow([r.certificationIdentityNumber, neutralise(sector.name), sector.code]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
