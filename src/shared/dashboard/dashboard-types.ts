/** What the dashboard routes answer (`/sys/dashboard/*`, docs/contracts.md "Dashboards"). */

/** A count per dictionary value, labelled in the request language, in the dictionary's order. */
export interface CountItem {
  value: string;
  text: string;
  count: number;
}

export type DueKind = 'expiry' | 'surveillance1' | 'surveillance2';

/** A certificate whose validity ends or whose surveillance is due within the window. */
export interface DueItem {
  id: string;
  certificateNo: string;
  projectName: string | null;
  kind: DueKind;
  kindText: string;
  dueDate: string;
  daysLeft: number;
}

export interface CustomerDashboard {
  applicationsByStatus: CountItem[];
  projectsByStage: CountItem[];
  certificatesByStatus: CountItem[];
  /** Soonest first. */
  dueSoon: DueItem[];
  dueWindowDays: number;
  unreadNotices: number;
}

export interface StaffDashboard {
  queues: {
    /** Null when the user may not list companies. */
    pendingCompanies: number | null;
    submittedApplications: number;
    activeProjects: number;
  };
  /** The last 12 months, oldest first, as yyyy-MM (server local time). */
  months: string[];
  throughput: { submitted: number[]; accepted: number[]; issued: number[] };
  certificatesByDomain: CountItem[];
  /**
   * The division's certificates due within `dueWindowDays` and its overdue surveillance audits
   * (negative daysLeft), fewest days left first.
   */
  dues: DueItem[];
  dueWindowDays: number;
  /** Certificates whose surveillance audit is overdue (all of them, not only those listed). */
  overdueSurveillance: number;
}

export interface MonitorSnapshot {
  uptimeSeconds: number;
  memory: { rss: number; heapUsed: number; heapTotal: number };
  /** Event-loop delay since the server started, in milliseconds. */
  eventLoopDelayMs: { mean: number; p50: number; p99: number; max: number };
  /** The last 15 minutes, oldest first: the minute (HH:mm, server local time), requests, 5xx answers. */
  requests: { minutes: string[]; counts: number[]; errors: number[] };
  database: { ok: boolean; kind: string; ms: number };
  redis: { configured: boolean; ok: boolean | null; ms: number | null };
}

export type WorkKind = 'application' | 'project' | 'company' | 'certificate';

export interface WorkItem {
  kind: WorkKind;
  id: string;
  title: string;
  state: string;
  /** What happens next, in the request language. */
  next: string;
  /** The screen where it is handled. */
  path: string;
  time: string | null;
}

export interface WorkHistoryRow {
  id: string;
  entity: string;
  entityText: string;
  recordId: string;
  transitionText: string;
  fromStateText: string;
  toStateText: string;
  note: string | null;
  time: string;
}

export interface WorkDashboard {
  role: 'customer' | 'staff';
  items: WorkItem[];
  /** Workflow steps this user took, newest first (staff). */
  history: WorkHistoryRow[];
}

/**
 * The permission of the home page's figures (schemas/pages/dashboard-home.json, a button of 首页 granted
 * to every role): the home asks for them only when the user holds it, as a role an administrator made
 * without it would be refused (403).
 */
export const HOME_FIGURES_PERMISSION = 'dashboard:home:view';

/** The permission of GET /sys/loginfo and /sys/visitInfo (administrators; schemas/menus/home.json). */
export const LOGINFO_PERMISSION = 'dashboard:loginfo:view';

/** GET /sys/loginfo, JeecgBoot's field names: successful logins today and in all, distinct addresses today. */
export interface LoginInfo {
  todayVisitCount: number;
  todayIp: number;
  totalVisitCount: number;
}

/** One day of GET /sys/visitInfo, JeecgBoot's shape: logins, distinct addresses, yyyy-MM-dd, MM-dd. */
export interface VisitDay {
  visit: number;
  ip: number;
  tian: string;
  type: string;
}
