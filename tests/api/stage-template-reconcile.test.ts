/**
 * The project stage templates come from schemas/stage-templates and are reconciled on every start:
 * a fresh database has the two templates with their stages (the ids migration 0270 gave them); a
 * restart writes nothing; a stage name an administrator edited on the stage template page, and a
 * stage they deleted, stay so after a restart, while a change in the data reaches the rows nobody
 * edited; a template added to a copy of schemas/ (SCHEMAS_DIR) is there after a restart and new
 * projects of its domain take it. Each section's project takes its domain's template (the default
 * one when its domain has none) and its division; two instances starting together add a missing
 * template once. A "restart" is what the server runs after the migrations: seedBase.
 */
import { expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import { departId } from '../../src/server/seed/departs';
import { seedBase } from '../../src/server/seed/index';
import { seedId } from '../../src/server/seed/seed-id';
import { reconcileStageTemplates } from '../../src/server/seed/stage-template-reconcile';
import { systemStageTemplates, type SeedStageTemplate } from '../../src/server/seed/stage-templates';
import { DEMO_COMPANY_ID } from '../../src/server/seed/users';
import { tempSchemasCopy } from '../fixtures/temp-schemas';
import { describeEachBackend, tempDataDir } from './helpers/suite';

const SYSTEM = seedId('stage-template:system');
const INSPECTION = seedId('stage-template:inspection');
const SYSTEM_CODES = [
  'review',
  'contract',
  'planning',
  'stage1',
  'stage2',
  'nc_closure',
  'decision',
  'issued',
  'surveillance',
];
const INSPECTION_CODES = ['accepted', 'testing', 'report', 'completed'];

interface Stage {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  flag: string | null;
  [field: string]: unknown;
}

interface Template {
  id: string;
  name: string;
  nameEn: string | null;
  businessDomain: string;
  isDefault: boolean;
  stages: Stage[];
}

const TRAINING_TEMPLATE = {
  $schema: '../meta/stage-templates.schema.json',
  key: 'training',
  domain: 'training',
  name: { 'zh-CN': '培训流程', 'en-US': 'Training' },
  stages: [
    { code: 'accepted', name: { 'zh-CN': '报名', 'en-US': 'Enrolment' } },
    { code: 'completed', name: { 'zh-CN': '结业', 'en-US': 'Completion' } },
  ],
};

/** A start on a copy of schemas/ with one more template file. */
const schemasWithTraining = (): string =>
  tempSchemasCopy({ 'stage-templates/training.json': TRAINING_TEMPLATE });

describeEachBackend(
  'project stage templates reconciled with schemas/stage-templates',
  (t) => {
    const template = async (id: string): Promise<Template> => {
      const answer = await t.admin.get(`/isps/stageTemplate/queryById?id=${id}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.result as Template;
    };
    const restart = async (root?: string) => {
      const before = process.env.SCHEMAS_DIR;
      if (root) process.env.SCHEMAS_DIR = root;
      try {
        await seedBase(t.app.db, { warn: () => undefined });
      } finally {
        if (before === undefined) delete process.env.SCHEMAS_DIR;
        else process.env.SCHEMAS_DIR = before;
      }
    };
    const acceptApply = async (types: string[]) => {
      const id = newId();
      await t.app.db
        .insertInto('isps_apply' as never)
        .values({
          id,
          company_id: DEMO_COMPANY_ID,
          apply_no: `A${id.slice(0, 12)}`,
          company_name: '示例科技有限公司',
          contact: '张三',
          contact_email: 'zhang@example.com',
          contact_phone: '13800138000',
          requirement: '认证需求',
          business_types: types.join(','),
          status: 'submitted',
          submitted_at: new Date('2026-03-05T08:00:00Z'),
        } as never)
        .execute();
      const accepted = await t.admin.send('PUT', '/isps/apply/accept', { id, executingUnit: '北京分中心' });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      const projects = await t.app.db
        .selectFrom('isps_project')
        .select([
          'business_type',
          'business_domain',
          'template_id',
          'stage_code',
          'stage_count',
          'division_id',
        ])
        .where('apply_id', '=', id)
        .execute();
      return new Map(projects.map((p) => [p.business_type, p]));
    };

    it('a fresh start has the two templates with their stages, under the ids 0270 gave them', async () => {
      const list = await t.admin.get('/isps/stageTemplate/list');
      expect(list.status).toBe(200);
      const records = list.body.result.records as Template[];
      expect(records.map((r) => [r.id, r.businessDomain, r.isDefault]).sort()).toEqual(
        [
          [INSPECTION, 'inspection', false],
          [SYSTEM, 'system', true],
        ].sort(),
      );
      const system = await template(SYSTEM);
      expect([system.name, system.nameEn]).toEqual(['管理体系认证流程', 'Management system certification']);
      expect(system.stages.map((s) => s.code)).toEqual(SYSTEM_CODES);
      expect(system.stages.map((s) => s.id)).toEqual(
        SYSTEM_CODES.map((code) => seedId(`stage-template:system:${code}`)),
      );
      expect(system.stages.find((s) => s.code === 'stage2')).toMatchObject({
        name: '第二阶段审核',
        nameEn: 'Stage 2 audit',
        flag: 'onsite_audit',
      });
      expect(system.stages.find((s) => s.code === 'decision')?.flag).toBe('decision');
      const inspection = await template(INSPECTION);
      expect(inspection.stages.map((s) => [s.code, s.name, s.flag ?? null])).toEqual([
        ['accepted', '已受理', null],
        ['testing', '检验检测', 'onsite_audit'],
        ['report', '出具报告', null],
        ['completed', '已完成', null],
      ]);
    });

    it('a restart changes nothing', async () => {
      const seeded = await t.app.db.selectFrom('isps_stage_template_seed').selectAll().execute();
      expect(seeded).toHaveLength(2 + SYSTEM_CODES.length + INSPECTION_CODES.length);
      expect(await reconcileStageTemplates(t.app.db, systemStageTemplates())).toEqual({
        inserted: [],
        updated: [],
        adminEdited: [],
        adminDeleted: [],
      });
      expect(await t.app.db.selectFrom('isps_stage_template_seed').selectAll().execute()).toEqual(seeded);
    });

    it("each section's project takes its domain's template, else the default, and its division", async () => {
      const projects = await acceptApply(['system_cert', 'testing', 'product_cert']);
      expect(projects.get('system_cert')).toMatchObject({
        business_domain: 'system',
        template_id: SYSTEM,
        stage_code: 'review',
        stage_count: SYSTEM_CODES.length,
        division_id: departId('A01A01'),
      });
      expect(projects.get('testing')).toMatchObject({
        business_domain: 'inspection',
        template_id: INSPECTION,
        stage_code: 'accepted',
        stage_count: INSPECTION_CODES.length,
        division_id: departId('A01A03'),
      });
      // The product domain has no template of its own: the default (management system) one.
      expect(projects.get('product_cert')).toMatchObject({
        business_domain: 'product',
        template_id: SYSTEM,
        stage_count: SYSTEM_CODES.length,
        division_id: departId('A01A02'),
      });
    });

    it("an administrator's edited and deleted stages stay so after a restart; a data change reaches the rest", async () => {
      const before = await template(INSPECTION);
      const report = before.stages.find((s) => s.code === 'report')!;
      const completed = before.stages.find((s) => s.code === 'completed')!;
      const edited = await t.admin.send('PUT', '/isps/stageTemplate/edit', {
        id: INSPECTION,
        name: before.name,
        nameEn: before.nameEn,
        businessDomain: before.businessDomain,
        isDefault: before.isDefault,
        stages: before.stages
          .filter((s) => s.code !== 'completed')
          .map((s) => (s.code === 'report' ? { ...s, name: '出具检验报告' } : s)),
        stages_deleted: [completed.id],
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);

      await restart();
      const after = await template(INSPECTION);
      expect(after.stages.map((s) => [s.code, s.name])).toEqual([
        ['accepted', '已受理'],
        ['testing', '检验检测'],
        ['report', '出具检验报告'],
      ]);
      expect(after.stages.find((s) => s.id === report.id)).toBeDefined();

      // A later release renames every inspection stage: the rows nobody touched follow it, the
      // edited one keeps the administrator's name, the deleted one stays deleted.
      const renamed: SeedStageTemplate[] = systemStageTemplates().map((tpl) =>
        tpl.key !== 'inspection'
          ? tpl
          : {
              ...tpl,
              stages: tpl.stages.map((s) => ({
                ...s,
                name: { ...s.name, 'zh-CN': `${s.name['zh-CN']}（新）` },
              })),
            },
      );
      const applied = await reconcileStageTemplates(t.app.db, renamed);
      expect(applied).toEqual({
        inserted: [],
        updated: ['stage-template:inspection:accepted', 'stage-template:inspection:testing'],
        adminEdited: ['stage-template:inspection:report'],
        adminDeleted: ['stage-template:inspection:completed'],
      });
      const later = await template(INSPECTION);
      const names = new Map(later.stages.map((s) => [s.code, s.name]));
      expect(names.get('report')).toBe('出具检验报告');
      expect(names.has('completed')).toBe(false);
      expect(names.get('accepted')).toBe('已受理（新）');
      // Back to the data as shipped, so the suite's later starts see the repository's templates.
      await reconcileStageTemplates(t.app.db, systemStageTemplates());
    });

    it('a template added to a copy of schemas/ is there after a restart, and its domain takes it', async () => {
      await restart(schemasWithTraining());
      const id = seedId('stage-template:training');
      const training = await template(id);
      expect([training.name, training.businessDomain, training.isDefault]).toEqual([
        '培训流程',
        'training',
        false,
      ]);
      expect(training.stages.map((s) => [s.code, s.name, s.nameEn])).toEqual([
        ['accepted', '报名', 'Enrolment'],
        ['completed', '结业', 'Completion'],
      ]);
      const projects = await acceptApply(['vocational_training']);
      expect(projects.get('vocational_training')).toMatchObject({
        business_domain: 'training',
        template_id: id,
        stage_code: 'accepted',
        stage_count: 2,
        division_id: departId('A01A04'),
      });
      // A start on the repository's schemas/ again keeps it (a template gone from the data is not deleted).
      await restart();
      expect((await template(id)).stages).toHaveLength(2);
    });

    it('two instances reconciling at once add a missing template once', async () => {
      // As a database that never had the inspection template: no rows, nothing recorded.
      await t.app.db.deleteFrom('isps_stage_template').where('id', '=', INSPECTION).execute();
      await t.app.db
        .deleteFrom('isps_stage_template_seed')
        .where('seed_key', 'like', 'stage-template:inspection%')
        .execute();
      const [first, second] = await Promise.all([
        reconcileStageTemplates(t.app.db, systemStageTemplates()),
        reconcileStageTemplates(t.app.db, systemStageTemplates()),
      ]);
      expect([...first!.inserted, ...second!.inserted].sort()).toEqual(
        [
          'stage-template:inspection',
          ...INSPECTION_CODES.map((c) => `stage-template:inspection:${c}`),
        ].sort(),
      );
      expect((await template(INSPECTION)).stages.map((s) => s.code)).toEqual(INSPECTION_CODES);
    });
  },
  () => ({ config: { dataDir: tempDataDir('stage-templates') } }),
);
