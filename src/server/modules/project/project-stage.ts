/**
 * Where a project stands in its stage plan (the template's stages copied to isps_project_stage
 * when the project was created). W3 issues certificates only from the decision stage on, the team
 * evaluation opens after the on-site audit stage: both ask these helpers, never compare codes.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { StageFlag } from '../../../shared/project/stage-flag';

export interface PlannedStage {
  index: number;
  code: string;
  name: string;
  nameEn: string | null;
  flag: string | null;
}

/** A project as far as its stage goes: the current index and its plan. */
export interface ProjectStageView {
  stageIndex: number;
  stages: readonly PlannedStage[];
}

type Db = Kysely<Database> | Transaction<Database>;

/** The index of the first stage with this code or flag (a flag: onsite_audit, decision), or -1. */
export function stageIndexOf(stages: readonly PlannedStage[], codeOrFlag: string): number {
  const byCode = stages.find((s) => s.code === codeOrFlag);
  if (byCode) return byCode.index;
  return stages.find((s) => s.flag === codeOrFlag)?.index ?? -1;
}

/** Has the project reached this stage (code or flag)? False when its plan has no such stage. */
export function isAtOrAfterStage(project: ProjectStageView, codeOrFlag: string): boolean {
  const index = stageIndexOf(project.stages, codeOrFlag);
  return index >= 0 && project.stageIndex >= index;
}

/** Has the project moved past this stage (code or flag)? */
export function isAfterStage(project: ProjectStageView, codeOrFlag: string): boolean {
  const index = stageIndexOf(project.stages, codeOrFlag);
  return index >= 0 && project.stageIndex > index;
}

export async function loadStagePlan(db: Db, projectId: string): Promise<PlannedStage[]> {
  const rows = await db
    .selectFrom('isps_project_stage')
    .select(['stage_index', 'code', 'name', 'name_en', 'flag'])
    .where('project_id', '=', projectId)
    .orderBy('stage_index')
    .execute();
  return rows.map((r) => ({
    index: r.stage_index,
    code: r.code,
    name: r.name,
    nameEn: r.name_en,
    flag: r.flag,
  }));
}

/** The project's stage view read from the database (undefined for an unknown id; no scoping: callers scope). */
export async function loadProjectStageView(db: Db, projectId: string): Promise<ProjectStageView | undefined> {
  const project = await db
    .selectFrom('isps_project')
    .select('stage_index')
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project) return undefined;
  return { stageIndex: project.stage_index, stages: await loadStagePlan(db, projectId) };
}

/** One call for W3 and the evaluation: has the project (by id) reached the stage or flag? */
export async function projectReached(
  db: Db,
  projectId: string,
  codeOrFlag: string | StageFlag,
): Promise<boolean> {
  const view = await loadProjectStageView(db, projectId);
  return view !== undefined && isAtOrAfterStage(view, codeOrFlag);
}

/** Has the project (by id) moved past the stage or flag (the evaluation: past the on-site audit)? */
export async function projectPassed(
  db: Db,
  projectId: string,
  codeOrFlag: string | StageFlag,
): Promise<boolean> {
  const view = await loadProjectStageView(db, projectId);
  return view !== undefined && isAfterStage(view, codeOrFlag);
}
