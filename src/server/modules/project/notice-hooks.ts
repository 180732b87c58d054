/**
 * Acceptance notices (isps_project_notice, one per project): staff of the project's division add
 * it with the notice file (and may replace the file); the customer of the project's company only
 * sets the signed copy, once the notice is there. The record takes its company and division from
 * the project, so the entity's division scope shows it to exactly the project's readers. The
 * company's accounts are told when the notice is uploaded.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { notifyCompany } from '../../workflow/notify';
import { registerEntityHooks, hookText, type HookContext } from '../crud/hooks';
import { typed } from '../crud/loose-db';
import { PROJECT_MSG } from './messages';
import { MENU_PATHS } from '../../../shared/menu-paths';
import { isUsableNoticeFile, type NoticeFileKind } from './notice-files';
import { isCustomer, visibleProject } from './project-scope';

export const NOTICE_ENTITY = 'isps_project_notice';

const NOTICE_UPLOADED = {
  company: true,
  title: {
    'zh-CN': '受理告知书已上传：{projectName}（{projectNo}）',
    'en-US': 'Acceptance notice uploaded: {projectName} ({projectNo})',
  },
  content: {
    'zh-CN': '项目“{projectName}”（{projectNo}）的受理告知书已上传，请下载并上传签字回执。',
    'en-US':
      'The acceptance notice of project "{projectName}" ({projectNo}) is available; download it and upload the signed copy.',
  },
  openPage: MENU_PATHS.progress,
} as const;

const FIELD = { notice: 'noticeFile', signed: 'signedFile' } as const;

async function checkFile(ctx: HookContext, kind: NoticeFileKind, path: unknown): Promise<void> {
  const message = hookText(ctx, kind === 'notice' ? PROJECT_MSG.noticeBadFile : PROJECT_MSG.signedBadFile);
  if (typeof path !== 'string' || !(await isUsableNoticeFile(ctx.db, kind, path, ctx.user.id))) {
    throw new HttpError(422, message, [{ field: FIELD[kind], message }]);
  }
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

async function beforeInsert(ctx: HookContext, columns: Record<string, unknown>): Promise<void> {
  if (isCustomer(ctx.user)) throw new LocalizedHttpError(403, PROJECT_MSG.customerOnlySigned);
  const project = await visibleProject(ctx.app, typed(ctx.db), ctx.user, columns.project_id);
  if (given(columns.signed_file)) throw new LocalizedHttpError(403, PROJECT_MSG.staffOnlyNotice);
  const exists = await ctx.db
    .selectFrom('isps_project_notice')
    .select('id')
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  if (exists) throw new LocalizedHttpError(409, PROJECT_MSG.noticeExists);
  if (!given(columns.notice_file)) {
    const message = hookText(ctx, PROJECT_MSG.noticeFileRequired);
    throw new HttpError(422, message, [{ field: 'noticeFile', message }]);
  }
  await checkFile(ctx, 'notice', columns.notice_file);
  Object.assign(columns, {
    company_id: project.company_id,
    division_id: project.division_id,
    project_name: project.project_name,
    notice_time: new Date(),
    signed_file: null,
  });
}

async function afterInsert(ctx: HookContext, id: string): Promise<void> {
  const row = (await ctx.db
    .selectFrom('isps_project_notice')
    .select(['project_id', 'company_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as {
    project_id: string;
    company_id: string | null;
  };
  const project = (await ctx.db
    .selectFrom('isps_project')
    .select(['project_name', 'project_no'])
    .where('id', '=', row.project_id)
    .executeTakeFirstOrThrow()) as {
    project_name: string;
    project_no: string;
  };
  // The hook's db is the write's transaction (crud/write/write.ts).
  await notifyCompany(
    ctx.db as Transaction<Database>,
    NOTICE_UPLOADED,
    row.company_id,
    { projectName: project.project_name, projectNo: project.project_no },
    {
      busId: row.project_id,
      sender: ctx.user.username,
    },
  );
}

async function beforeUpdate(
  ctx: HookContext,
  columns: Record<string, unknown>,
  _input: Record<string, unknown>,
  id: string,
): Promise<void> {
  const current = (await ctx.db
    .selectFrom('isps_project_notice')
    .select(['notice_file', 'signed_file'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as {
    notice_file: string | null;
    signed_file: string | null;
  };
  const changes = (column: 'notice_file' | 'signed_file') =>
    column in columns && (columns[column] ?? null) !== current[column];
  if (isCustomer(ctx.user)) {
    if (changes('notice_file')) throw new LocalizedHttpError(403, PROJECT_MSG.customerOnlySigned);
    delete columns.notice_file;
    if (changes('signed_file')) {
      if (!current.notice_file) throw new LocalizedHttpError(409, PROJECT_MSG.signedBeforeNotice);
      if (given(columns.signed_file)) await checkFile(ctx, 'signed', columns.signed_file);
      columns.signed_time = given(columns.signed_file) ? new Date() : null;
      columns.signed_by = given(columns.signed_file) ? ctx.user.username : null;
    }
    return;
  }
  if (changes('signed_file')) throw new LocalizedHttpError(403, PROJECT_MSG.staffOnlyNotice);
  delete columns.signed_file;
  if (changes('notice_file')) {
    if (!given(columns.notice_file)) {
      const message = hookText(ctx, PROJECT_MSG.noticeFileRequired);
      throw new HttpError(422, message, [{ field: 'noticeFile', message }]);
    }
    await checkFile(ctx, 'notice', columns.notice_file);
    columns.notice_time = new Date();
  }
}

export function registerNoticeHooks(app: FastifyInstance): void {
  registerEntityHooks(app, NOTICE_ENTITY, { beforeInsert, afterInsert, beforeUpdate });
}
