/**
 * Satisfaction surveys: the questionnaire (isps_survey; its questions are one jsonb
 * document checked on every write by src/server/modules/survey/questionnaire.ts) and one answer per
 * company and survey (isps_survey_answer; the unique pair is what refuses a second answer, also when
 * two arrive together). The states' and the answered flag's labels are dictionaries. Runs on
 * PostgreSQL 15 and PGlite.
 */
import { sql, type Kysely } from 'kysely';
import { insertDicts, type SeedDict } from '../../seed/dicts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// The dictionaries as this migration first brought them, frozen (history): today's data is
// schemas/dicts, reconciled on every start.
const SURVEY_DICTS: SeedDict[] = [
  {
    code: 'survey_status',
    name: '调查状态',
    nameEn: 'Survey status',
    items: [
      ['draft', '草稿', 'Draft'],
      ['published', '已发布', 'Published'],
      ['closed', '已关闭', 'Closed'],
    ],
  },
  {
    code: 'survey_answered',
    name: '填写状态',
    nameEn: 'Answered',
    items: [
      ['0', '未填写', 'Not answered'],
      ['1', '已填写', 'Answered'],
    ],
  },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('isps_survey')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(100)')
    .addColumn('description', 'varchar(1000)')
    .addColumn('questions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('published_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('isps_survey_sort_idx')
    .on('isps_survey')
    .columns(['create_time', 'id'])
    .execute();
  await db.schema.createIndex('isps_survey_status_idx').on('isps_survey').column('status').execute();

  await db.schema
    .createTable('isps_survey_answer')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    .addColumn('survey_id', 'varchar(32)', (c) =>
      c.notNull().references('isps_survey.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'varchar(32)', (c) => c.notNull().references('cust_company.id'))
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('answered_by', 'varchar(64)', (c) => c.notNull())
    .addUniqueConstraint('isps_survey_answer_survey_company_uq', ['survey_id', 'company_id'])
    .execute();
  await db.schema
    .createIndex('isps_survey_answer_company_idx')
    .on('isps_survey_answer')
    .column('company_id')
    .execute();

  // What a customer's list reads (entity isps_survey_my): every survey once per company with whether
  // that company answered it; the company scope of the entity keeps a customer to its own rows.
  await sql`create view isps_survey_my_v as
    select s.id, s.create_by, s.create_time, s.update_by, s.update_time, s.title, s.title_en, s.description,
           s.status, s.published_at, s.closed_at, c.id as company_id,
           case when a.id is null then '0' else '1' end::varchar(1) as answered
    from isps_survey s
    cross join cust_company c
    left join isps_survey_answer a on a.survey_id = s.id and a.company_id = c.id`.execute(db);

  await insertDicts(db, SURVEY_DICTS);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop view if exists isps_survey_my_v`.execute(db);
  await db.schema.dropTable('isps_survey_answer').ifExists().execute();
  await db.schema.dropTable('isps_survey').ifExists().execute();
}
