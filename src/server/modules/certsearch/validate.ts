/**
 * The template's rules checked before a file is offered: mandatory fields filled, character limits,
 * the status among those CertSearch accepts, dates as YYYYMMDD. A record with any problem is not
 * exported; the export answers every such record with its reasons instead (422).
 */
import type { MessagePair } from '../../../shared/messages/message-pair';
import { CERTSEARCH_MSG } from './certsearch-messages';
import {
  CERTSEARCH_STATUSES,
  RECORD_FIELDS,
  SECTOR_CODE,
  SECTOR_NAME,
  SITE_ADDRESS,
  type CertSearchRecord,
} from './template';

export interface RecordProblem {
  /** The template's field name (Excel header). */
  field: string;
  message: MessagePair;
}

export interface RefusedRecord {
  certificateNumber: string;
  certificationIdentityNumber: string;
  problems: RecordProblem[];
}

const DATE_FIELDS = new Set(['originalIssueDate', 'issueDate', 'expiryDate']);
const STATUS_SET: ReadonlySet<string> = new Set(CERTSEARCH_STATUSES);

/** Characters as the template counts them (code points, so a Chinese character is one). */
const lengthOf = (text: string) => [...text].length;

function checkLength(problems: RecordProblem[], field: string, value: string, limit: number): void {
  const length = lengthOf(value);
  if (length > limit) problems.push({ field, message: CERTSEARCH_MSG.tooLong(field, limit, length) });
}

export function recordProblems(record: CertSearchRecord): RecordProblem[] {
  const problems: RecordProblem[] = [];
  for (const f of RECORD_FIELDS) {
    const value = record[f.key];
    if (value.trim() === '') {
      if (f.mandatory) problems.push({ field: f.excel, message: CERTSEARCH_MSG.missing(f.excel) });
      continue;
    }
    if (DATE_FIELDS.has(f.key) && !/^\d{8}$/.test(value)) {
      problems.push({ field: f.excel, message: CERTSEARCH_MSG.badDate(f.excel) });
      continue;
    }
    checkLength(problems, f.excel, value, f.maxLength);
  }
  const status = record.certificationStatus;
  if (status.trim() !== '' && !STATUS_SET.has(status))
    problems.push({ field: 'Certification Status', message: CERTSEARCH_MSG.badStatus(status) });
  for (const site of record.sites)
    checkLength(problems, SITE_ADDRESS.excel, site.address, SITE_ADDRESS.maxLength);
  for (const sector of record.sectors) {
    checkLength(problems, SECTOR_NAME.excel, sector.name, SECTOR_NAME.maxLength);
    checkLength(problems, SECTOR_CODE.excel, sector.code, SECTOR_CODE.maxLength);
  }
  return problems;
}

/** The records that can go out and those that cannot, with why. */
export function partitionRecords(records: readonly CertSearchRecord[]): {
  valid: CertSearchRecord[];
  refused: RefusedRecord[];
} {
  const valid: CertSearchRecord[] = [];
  const refused: RefusedRecord[] = [];
  for (const record of records) {
    const problems = recordProblems(record);
    if (problems.length === 0) valid.push(record);
    else
      refused.push({
        certificateNumber: record.certificateNumber,
        certificationIdentityNumber: record.certificationIdentityNumber,
        problems,
      });
  }
  return { valid, refused };
}
