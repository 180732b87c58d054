/**
 * Accepting an application creates its projects: one per chosen business type, with the
 * executing unit the reviewer gave for it, the stage template of the type's business domain (else
 * the default template), its first stage, and the business division of the type's section. Runs
 * inside the accept transition's transaction (registered as the workflow action `createProjects`),
 * so an application is accepted with all its projects or not at all.
 */
import type { Transaction } from 'kysely';
import type { SessionUser } from '../../auth/session-user';
import { newId } from '../../db/ids';
import type { Database } from '../../db/types';
import { LocalizedHttpError } from '../../http/errors';
import { departId } from '../../seed/departs';
import { businessTypeName, sectionOf } from './business-section';
import { PROJECT_MSG } from './messages';
import { nextProjectNo } from './project-no';
import { sectionPlacement } from './section-placement';

export interface CreateProjectsArgs {
  /** The isps_apply record: its id is enough (the row is read here); camelCase or snake_case. */
  apply: Record<string, unknown>;
  user: SessionUser;
  /**
   * The accept form's input: `executingUnit` (one unit for every type) and/or `executingUnits`,
   * per business type as `{ [type]: unit }` or `[{ businessType, executingUnit }]`.
   */
  input: Record<string, unknown>;
}

export interface CreatedProject {
  id: string;
  projectNo: string;
  businessType: string;
}

function unitsByType(input: Record<string, unknown>): { all: string | null; byType: Map<string, string> } {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const byType = new Map<string, string>();
  const units = input.executingUnits;
  if (Array.isArray(units)) {
    for (const item of units) {
      if (item && typeof item === 'object') {
        const { businessType, executingUnit } = item as Record<string, unknown>;
        const unit = text(executingUnit);
        if (typeof businessType === 'string' && unit) byType.set(businessType, unit);
      }
    }
  } else if (units && typeof units === 'object') {
    for (const [type, value] of Object.entries(units)) {
      const unit = text(value);
      if (unit) byType.set(type, unit);
    }
  }
  return { all: text(input.executingUnit), byType };
}

function typesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(list.map((v) => v.trim()).filter((v) => v !== ''))];
}

async function templateFor(trx: Transaction<Database>, domain: string) {
  const own = await trx
    .selectFrom('isps_stage_template')
    .select(['id'])
    .where('business_domain', '=', domain)
    .orderBy('is_default', 'desc')
    .orderBy('create_time')
    .executeTakeFirst();
  if (own) return own.id;
  const fallback = await trx
    .selectFrom('isps_stage_template')
    .select('id')
    .where('is_default', '=', true)
    .orderBy('create_time')
    .executeTakeFirst();
  return fallback?.id ?? null;
}

export async function createProjectsForApply(
  trx: Transaction<Database>,
  { apply, user, input }: CreateProjectsArgs,
): Promise<CreatedProject[]> {
  const applyId = String(apply.id ?? '');
  // The row as stored (the CRUD-shaped record lacks company_id, which is a scope column).
  const row = await trx
    .selectFrom('isps_apply' as never)
    .selectAll()
    .where('id' as never, '=', applyId as never)
    .executeTakeFirst()
    .then((r) => r as Record<string, unknown> | undefined);
  if (!row) throw new LocalizedHttpError(404, PROJECT_MSG.projectNotFound);
  const companyId = String(row.company_id ?? '');
  const company = await trx
    .selectFrom('cust_company')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirst();
  const companyName = (row.company_name as string | null) ?? company?.name ?? '';
  const applied = row.submitted_at ?? row.create_time;
  const applyDate =
    applied instanceof Date
      ? applied.toISOString().slice(0, 10)
      : typeof applied === 'string'
        ? applied.slice(0, 10)
        : null;
  const units = unitsByType(input);
  const created: CreatedProject[] = [];
  for (const businessType of typesOf(row.business_types ?? apply.businessTypes)) {
    const section = await sectionOf(trx, businessType);
    if (!section) throw new LocalizedHttpError(422, PROJECT_MSG.unknownType);
    const placement = sectionPlacement(section);
    if (!placement) throw new LocalizedHttpError(422, PROJECT_MSG.unknownType);
    const templateId = await templateFor(trx, placement.domain);
    if (!templateId) throw new LocalizedHttpError(409, PROJECT_MSG.noTemplate);
    const stages = await trx
      .selectFrom('isps_stage_template_stage')
      .select(['code', 'name', 'name_en', 'flag'])
      .where('template_id', '=', templateId)
      .orderBy('sort_order')
      .orderBy('create_time')
      .execute();
    const first = stages[0];
    if (!first) throw new LocalizedHttpError(409, PROJECT_MSG.noStages);
    const id = newId();
    const projectNo = await nextProjectNo(trx);
    const typeName = await businessTypeName(trx, businessType);
    await trx
      .insertInto('isps_project')
      .values({
        id,
        apply_id: applyId,
        company_id: companyId,
        division_id: departId(placement.division),
        company_name: companyName,
        project_no: projectNo,
        // "<company> — <type>": what both sides recognise the project by.
        project_name: `${companyName} ${typeName}`.slice(0, 200),
        business_type: businessType,
        business_domain: placement.domain,
        executing_unit: units.byType.get(businessType) ?? units.all,
        template_id: templateId,
        stage_code: first.code,
        stage_name: first.name,
        stage_name_en: first.name_en,
        stage_index: 0,
        stage_count: stages.length,
        status: stages.length === 1 ? 'completed' : 'active',
        apply_date: applyDate,
        create_by: user.username,
      })
      .execute();
    await trx
      .insertInto('isps_project_stage')
      .values(
        stages.map((s, index) => ({
          id: newId(),
          project_id: id,
          stage_index: index,
          code: s.code,
          name: s.name,
          name_en: s.name_en,
          flag: s.flag,
          create_by: user.username,
        })),
      )
      .execute();
    created.push({ id, projectNo, businessType });
  }
  return created;
}
