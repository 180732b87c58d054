/**
 * What the home page shows a customer at a glance, read through the lists the full pages use:
 * open applications, projects with their current stage, certificates with status and
 * validity. Each list answers the caller's company's rows only (the server's scope).
 */
import { get } from '../../request';

export type GlanceKind = 'applications' | 'projects' | 'certificates' | 'nonconformities';

export interface GlanceItem {
  id: string;
  /** The main text (application's types, project name, certificate no.). */
  title: string;
  /** The state in the reader's language (the list's `<field>_dictText`). */
  status: string;
  /** A second line: current stage, valid-until date… */
  detail?: string;
  /** The date the detail is about (valid until), shown with its label. */
  date?: string;
}

interface Page {
  records: Array<Record<string, unknown>>;
}

/** The list endpoints, the full pages they link to, and the apply-online page the sections open. */
export const GLANCE_LISTS: Record<GlanceKind, { api: string; page: string }> = {
  applications: { api: '/isps/apply/list', page: '/account/applies' },
  projects: { api: '/isps/project/list', page: '/progress/query' },
  certificates: { api: '/isps/certificate/list', page: '/certificate/my' },
  nonconformities: { api: '/isps/nonconformity/list', page: '/progress/nonconformity' },
};

export const APPLY_ONLINE_PATH = '/isps/apply-online';

/** States that are finished, per list that shows open rows only. */
const CLOSED_STATES: Partial<Record<GlanceKind, ReadonlySet<string>>> = {
  applications: new Set(['accepted', 'rejected', 'withdrawn']),
  // The team accepted the answer: nothing left for the customer (x-workflow of isps_nonconformity).
  nonconformities: new Set(['accepted']),
};

export const GLANCE_SIZE = 5;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function item(kind: GlanceKind, r: Record<string, unknown>): GlanceItem {
  const status = text(r.status_dictText) || text(r.status);
  if (kind === 'applications') {
    const types = text(r.businessTypes_dictText) || text(r.businessTypes);
    return {
      id: text(r.id),
      title: text(r.applyNo) || types,
      status,
      detail: text(r.applyNo) ? types : undefined,
    };
  }
  if (kind === 'nonconformities') {
    const grade = text(r.grade_dictText) || text(r.grade);
    return {
      id: text(r.id),
      title: text(r.ncNo),
      status,
      detail: [grade, text(r.clause), text(r.projectName)].filter((t) => t !== '').join(' · '),
    };
  }
  if (kind === 'projects') {
    return {
      id: text(r.id),
      title: text(r.projectName) || text(r.projectNo),
      status,
      detail: text(r.stageName_dictText) || text(r.stageName) || text(r.stageCode_dictText),
    };
  }
  return {
    id: text(r.id),
    title: text(r.certificateNo),
    status,
    detail: text(r.projectName),
    date: text(r.validUntil).slice(0, 10) || undefined,
  };
}

/** The newest few rows of one list (open applications and nonconformities only); rejects when the list cannot be read. */
export async function fetchGlance(kind: GlanceKind): Promise<GlanceItem[]> {
  // Lists of open rows: a few more than shown, as finished ones are left out here.
  const closed = CLOSED_STATES[kind];
  const pageSize = closed ? GLANCE_SIZE * 4 : GLANCE_SIZE;
  const answer = await get<Page>(
    GLANCE_LISTS[kind].api,
    { pageNo: 1, pageSize, column: 'createTime', order: 'desc' },
    { skipErrorHandler: true },
  );
  if (!answer.success || !answer.result) throw new Error(answer.message);
  const rows = answer.result.records.filter((r) => !closed?.has(text(r.status)));
  return rows.slice(0, GLANCE_SIZE).map((r) => item(kind, r));
}
