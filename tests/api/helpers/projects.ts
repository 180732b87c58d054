/**
 * Projects for tests of what hangs off them (certificates): a row of isps_project at a stage of the
 * management-system plan, with that plan in isps_project_stage, written directly (the project
 * screens and their workflow have their own tests).
 */
import type { Kysely } from 'kysely';
import { newId } from '../../../src/server/db/ids';
import type { Database } from '../../../src/server/db/types';
import { systemStageTemplates } from '../../../src/server/seed/stage-templates';

export interface TestProject {
  companyId: string;
  divisionId: string | null;
  projectName?: string;
  businessType?: string;
  executingUnit?: string;
  /** A stage code of the management-system plan (review … decision … surveillance). */
  stageCode: string;
  decisionDate?: string | null;
}

/** The management-system plan as schemas/stage-templates has it. */
function systemStages() {
  const template = systemStageTemplates().find((t) => t.key === 'system');
  if (!template) throw new Error('schemas/stage-templates has no "system" template');
  return template.stages;
}

export async function insertProject(db: Kysely<Database>, project: TestProject): Promise<string> {
  const stages = systemStages();
  const stageIndex = stages.findIndex((s) => s.code === project.stageCode);
  if (stageIndex < 0) throw new Error(`not a stage of the management-system plan: ${project.stageCode}`);
  const stage = stages[stageIndex]!;
  const id = newId();
  await db
    .insertInto('isps_project')
    .values({
      id,
      create_by: 'test',
      company_id: project.companyId,
      division_id: project.divisionId,
      project_no: `T${id.slice(0, 20)}`,
      project_name: project.projectName ?? `项目 ${id.slice(0, 6)}`,
      business_type: project.businessType ?? 'qms',
      business_domain: 'system',
      executing_unit: project.executingUnit ?? '北京分中心',
      stage_code: stage.code,
      stage_name: stage.name['zh-CN'],
      stage_name_en: stage.name['en-US'],
      stage_index: stageIndex,
      stage_count: stages.length,
      status: 'active',
      apply_date: '2025-10-01',
      decision_date: project.decisionDate ?? null,
    })
    .execute();
  await db
    .insertInto('isps_project_stage')
    .values(
      stages.map((s, index) => ({
        id: newId(),
        create_by: 'test',
        project_id: id,
        stage_index: index,
        code: s.code,
        name: s.name['zh-CN'],
        name_en: s.name['en-US'],
        flag: s.flag ?? null,
      })),
    )
    .execute();
  return id;
}

/**
 * A project of the given user's company at its certification decision, in the given staff
 * member's division: where a certificate can be issued (or, with a major nonconformity open, cannot).
 */
export async function decisionProjectFor(
  db: Kysely<Database>,
  usernames: { customer: string; staff: string },
  decisionDate: string,
): Promise<string> {
  const account = (username: string) =>
    db
      .selectFrom('sys_user')
      .select(['company_id', 'division_id'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
  const [customer, staff] = await Promise.all([account(usernames.customer), account(usernames.staff)]);
  if (!customer.company_id) throw new Error(`${usernames.customer} belongs to no company`);
  return insertProject(db, {
    companyId: customer.company_id,
    divisionId: staff.division_id,
    stageCode: 'decision',
    decisionDate,
  });
}
