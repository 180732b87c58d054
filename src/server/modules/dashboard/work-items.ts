/**
 * The workplace and task dashboards: the caller's own work. A customer: its company's open
 * applications and running projects with the next step. Staff: what waits on them (submitted
 * applications, companies pending review, their division's certificate dates and overdue
 * surveillance audits, running projects of their division) and the workflow steps they took
 * recently. Every list is the entity's row scope (visible.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { I18nText } from '../../../shared/schema/types';
import type { WorkDashboard, WorkHistoryRow, WorkItem } from '../../../shared/dashboard/dashboard-types';
import type { SessionUser } from '../../auth/session-user';
import type { Locale } from '../../http/i18n';
import { getAllDictItems } from '../dict/dict-cache';
import { dictText, type DictItems } from '../dict/dict-items';
import { schemaRegistry } from '../schema/registry';
import { DASHBOARD_MSG } from './dashboard-messages';
import { staffDues } from './staff-dues';
import { isCustomerUser, visibleFor } from './visible';
import { MENU_PATHS } from '../../../shared/menu-paths';

const LIST_SIZE = 20;
const HISTORY_SIZE = 10;

const PATHS = {
  customer: { application: MENU_PATHS.myApplications, project: MENU_PATHS.progress },
  staff: {
    application: MENU_PATHS.applicationReview,
    project: MENU_PATHS.projects,
    company: MENU_PATHS.companyReview,
    certificate: MENU_PATHS.certificates,
  },
} as const;

type Row = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));
const time = (v: unknown): string | null =>
  v instanceof Date ? v.toISOString() : typeof v === 'string' && v !== '' ? v : null;
const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');

function i18n(value: I18nText | undefined, locale: Locale): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : value[locale];
}

export async function workFigures(
  app: FastifyInstance,
  user: SessionUser,
  locale: Locale,
): Promise<WorkDashboard> {
  const dicts = await getAllDictItems(app);
  const customer = isCustomerUser(user);
  const [applies, projects, companies, certificates, history] = await Promise.all([
    openApplications(app, user, customer, dicts, locale),
    runningProjects(app, user, customer, locale),
    customer ? Promise.resolve([]) : pendingCompanies(app, user, dicts, locale),
    customer ? Promise.resolve([]) : certificateDates(app, user, locale),
    customer ? Promise.resolve([]) : recentHistory(app, user, dicts, locale),
  ]);
  return {
    role: customer ? 'customer' : 'staff',
    items: [...applies, ...companies, ...certificates, ...projects],
    history,
  };
}

async function openApplications(
  app: FastifyInstance,
  user: SessionUser,
  customer: boolean,
  dicts: DictItems,
  locale: Locale,
): Promise<WorkItem[]> {
  const query = visibleFor(app, user, 'isps_apply');
  if (!query) return [];
  const states = customer ? ['draft', 'submitted'] : ['submitted'];
  const rows = (await query
    .select(['id', 'apply_no', 'status', 'submitted_at', 'create_time'])
    .where('status', 'in', states)
    .orderBy('create_time', 'desc')
    .orderBy('id')
    .limit(LIST_SIZE)
    .execute()) as Row[];
  return rows.map((r) => ({
    kind: 'application',
    id: text(r.id),
    title: text(r.apply_no),
    state: dictText(dicts.apply_status, text(r.status), locale),
    next: (customer
      ? r.status === 'draft'
        ? DASHBOARD_MSG.nextSubmit
        : DASHBOARD_MSG.nextWaitReview
      : DASHBOARD_MSG.nextReviewApply)[locale],
    path: customer ? PATHS.customer.application : PATHS.staff.application,
    time: time(r.submitted_at) ?? time(r.create_time),
  }));
}

async function runningProjects(
  app: FastifyInstance,
  user: SessionUser,
  customer: boolean,
  locale: Locale,
): Promise<WorkItem[]> {
  const query = visibleFor(app, user, 'isps_project');
  if (!query) return [];
  const rows = (await query
    .select(['id', 'project_no', 'project_name', 'stage_name', 'stage_name_en', 'update_time', 'create_time'])
    .where('status', '=', 'active')
    .orderBy('create_time', 'desc')
    .orderBy('id')
    .limit(LIST_SIZE)
    .execute()) as Row[];
  return rows.map((r) => {
    const stage = locale === 'en-US' ? text(r.stage_name_en) || text(r.stage_name) : text(r.stage_name);
    return {
      kind: 'project',
      id: text(r.id),
      title: `${text(r.project_name)} (${text(r.project_no)})`,
      state: stage,
      next: fill((customer ? DASHBOARD_MSG.nextStage : DASHBOARD_MSG.nextAdvance)[locale], { stage }),
      path: customer ? PATHS.customer.project : PATHS.staff.project,
      time: time(r.update_time) ?? time(r.create_time),
    };
  });
}

async function pendingCompanies(
  app: FastifyInstance,
  user: SessionUser,
  dicts: DictItems,
  locale: Locale,
): Promise<WorkItem[]> {
  const query = visibleFor(app, user, 'cust_company');
  if (!query) return [];
  const rows = (await query
    .select(['id', 'name', 'status', 'submitted_at', 'create_time'])
    .where('status', '=', 'pending')
    .orderBy('create_time', 'desc')
    .orderBy('id')
    .limit(LIST_SIZE)
    .execute()) as Row[];
  return rows.map((r) => ({
    kind: 'company',
    id: text(r.id),
    title: text(r.name),
    state: dictText(dicts.company_status, text(r.status), locale),
    next: DASHBOARD_MSG.nextReviewCompany[locale],
    path: PATHS.staff.company,
    time: time(r.submitted_at) ?? time(r.create_time),
  }));
}

/** The division's certificate dates (staff-dues.ts), fewest days left first: overdue surveillance audits lead. */
async function certificateDates(
  app: FastifyInstance,
  user: SessionUser,
  locale: Locale,
): Promise<WorkItem[]> {
  const { dues } = await staffDues(app, user, locale);
  return dues.slice(0, LIST_SIZE).map((d) => ({
    kind: 'certificate',
    id: d.id,
    title: d.certificateNo,
    state: d.kindText,
    next: fill((d.daysLeft < 0 ? DASHBOARD_MSG.nextOverdue : DASHBOARD_MSG.nextDue)[locale], {
      date: d.dueDate,
      n: String(Math.abs(d.daysLeft)),
    }),
    path: PATHS.staff.certificate,
    time: null,
  }));
}

/** The caller's own workflow steps (their username is the actor), newest first. */
async function recentHistory(
  app: FastifyInstance,
  user: SessionUser,
  dicts: DictItems,
  locale: Locale,
): Promise<WorkHistoryRow[]> {
  const rows = await app.db
    .selectFrom('sys_workflow_history')
    .select(['id', 'entity', 'record_id', 'transition', 'from_state', 'to_state', 'note', 'create_time'])
    .where('actor', '=', user.username)
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_SIZE)
    .execute();
  const entities = schemaRegistry(app).entities;
  return rows.map((r) => {
    const entity = entities.get(r.entity);
    const workflow = entity?.schema['x-workflow'];
    const stateDict = workflow ? entity?.fields.get(workflow.stateField)?.schema['x-dict'] : undefined;
    const stateText = (state: string) => (stateDict ? dictText(dicts[stateDict], state, locale) : state);
    const transition = workflow?.transitions.find((t) => t.name === r.transition);
    return {
      id: r.id,
      entity: r.entity,
      entityText: i18n(entity?.schema.title, locale) || r.entity,
      recordId: r.record_id,
      transitionText: i18n(transition?.title, locale) || r.transition,
      fromStateText: stateText(r.from_state),
      toStateText: stateText(r.to_state),
      note: r.note,
      time: time(r.create_time) ?? '',
    };
  });
}
