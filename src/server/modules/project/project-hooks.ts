/**
 * queryById of a project answers its stage plan (`stages`, the current one marked) and its stage
 * history (`history`: the generic sys_workflow_history rows, oldest first, stage names from the
 * plan in the request language), so the detail shows the timeline with dates and notes. List rows
 * and queryById also answer the names of the stages before and after the current one
 * (`prevStageName`, `nextStageName`, null at either end), which 推进阶段 / 退回阶段 name when they ask.
 */
import type { FastifyInstance } from 'fastify';
import type { HookContext } from '../crud/hooks';
import { type LooseDb, typed } from '../crud/loose-db';
import { registerEntityHooks } from '../crud/hooks';
import { PROJECT_ENTITY } from './project-scope';

interface StageRow {
  project_id: string;
  stage_index: number;
  code: string;
  name: string;
  name_en: string | null;
  flag: string | null;
}

interface HistoryRow {
  id: string;
  record_id: string;
  transition: string;
  from_state: string;
  to_state: string;
  note: string | null;
  actor: string;
  actor_name: string | null;
  create_time: Date;
}

/** `prevStageName` / `nextStageName` of each row, from its plan, in the reader's language. */
async function addNeighbourStages(
  db: LooseDb,
  rows: Array<Record<string, unknown>>,
  english: boolean,
): Promise<void> {
  const ids = rows.map((r) => String(r.id));
  if (ids.length === 0) return;
  const stages = (await db
    .selectFrom('isps_project_stage as s')
    .innerJoin('isps_project as p', 'p.id', 's.project_id')
    .select(['s.project_id', 's.stage_index', 's.name', 's.name_en', 'p.stage_index as current'])
    .where('s.project_id', 'in', ids)
    .execute()) as Array<{
    project_id: string;
    stage_index: number;
    name: string;
    name_en: string | null;
    current: number;
  }>;
  for (const row of rows) {
    const plan = stages.filter((s) => s.project_id === row.id);
    const nameAt = (offset: number) => {
      const stage = plan.find((s) => s.stage_index === s.current + offset);
      return stage ? (english ? (stage.name_en ?? stage.name) : stage.name) : null;
    };
    row.prevStageName = nameAt(-1);
    row.nextStageName = nameAt(1);
  }
}

async function decorate(ctx: HookContext, rows: Array<Record<string, unknown>>): Promise<void> {
  const ids = rows.map((r) => String(r.id));
  if (ids.length === 0) return;
  const english = ctx.t?.({ 'zh-CN': 'zh-CN', 'en-US': 'en-US' }) === 'en-US';
  const stages = (await typed(ctx.db)
    .selectFrom('isps_project_stage')
    .selectAll()
    .where('project_id', 'in', ids)
    .orderBy('stage_index')
    .execute()) as StageRow[];
  const history = (await ctx.db
    .selectFrom('sys_workflow_history')
    .select([
      'id',
      'record_id',
      'transition',
      'from_state',
      'to_state',
      'note',
      'actor',
      'actor_name',
      'create_time',
    ])
    .where('entity', '=', PROJECT_ENTITY)
    .where('record_id', 'in', ids)
    .orderBy('create_time')
    .orderBy('id')
    .execute()) as HistoryRow[];
  for (const row of rows) {
    const plan = stages.filter((s) => s.project_id === row.id);
    const nameOf = (code: string) => {
      const stage = plan.find((s) => s.code === code);
      return stage ? (english ? (stage.name_en ?? stage.name) : stage.name) : code;
    };
    row.stages = plan.map((s) => ({
      index: s.stage_index,
      code: s.code,
      name: english ? (s.name_en ?? s.name) : s.name,
      flag: s.flag,
      current: s.stage_index === row.stageIndex,
    }));
    row.history = history
      .filter((h) => h.record_id === row.id)
      .map((h) => ({
        id: h.id,
        transition: h.transition,
        fromState: h.from_state,
        toState: h.to_state,
        fromStateText: nameOf(h.from_state),
        toStateText: nameOf(h.to_state),
        note: h.note,
        actor: h.actor,
        actorName: h.actor_name,
        createTime: h.create_time,
      }));
  }
  await addNeighbourStages(ctx.db, rows, english);
}

export function registerProjectHooks(app: FastifyInstance): void {
  registerEntityHooks(app, PROJECT_ENTITY, {
    decorateRows: decorate,
    decorateListRows: (db, rows, locale) => addNeighbourStages(db, rows, locale === 'en-US'),
  });
}
