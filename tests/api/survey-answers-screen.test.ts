/**
 * The survey answers are reachable from 满意度调查管理: the page's row action 答卷统计 (kind view)
 * needs isps:survey:answers, which staff hold and customers do not, and reads the route
 * /isps/survey/answers/{id} for the row; that answers the count and each rating question's average
 * (the choices' counts and the written answers beside them).
 */
import { beforeAll, expect, it } from 'vitest';
import type { ActionDef, PageSchema } from '../../src/shared/schema/types';
import { otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { describeOnOneBackend } from './helpers/suite';

const QUESTIONS = [
  { key: 'overall', type: 'rating', titleZh: '总体满意度', titleEn: 'Overall satisfaction', required: true },
  { key: 'speed', type: 'rating', titleZh: '响应速度', titleEn: 'Speed', required: false },
  { key: 'advice', type: 'text', titleZh: '意见和建议', titleEn: 'Suggestions', required: false },
];

describeOnOneBackend('survey answers from the survey list', (t) => {
  let staff: Api;
  let customers: Api[] = [];
  let surveyId = '';

  beforeAll(async () => {
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    const made = await Promise.all(
      ['answersa', 'answersb'].map((tag) => otherCompanyCustomer(t.app.db, tag)),
    );
    customers = await Promise.all(made.map((c) => t.as(c.username, c.password)));
    const r = await staff.send('POST', '/isps/survey/add', { title: '答卷统计测试', questions: QUESTIONS });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    surveyId = r.body.result.id;
    expect((await staff.send('PUT', '/isps/survey/publish', { id: surveyId })).status).toBe(200);
    const answers = [
      { overall: 5, speed: 3, advice: '很好' },
      { overall: 4, advice: '更快些' },
    ];
    for (const [i, who] of customers.entries()) {
      const a = await who.send('POST', '/isps/survey/answer', { id: surveyId, answers: answers[i] });
      expect(a.status, JSON.stringify(a.body)).toBe(200);
    }
  });

  const answersAction = async (): Promise<ActionDef> => {
    const r = await staff.get('/sys/schema/page/isps-survey-list');
    expect(r.status).toBe(200);
    const page = r.body.result.page as PageSchema;
    const action = page.rowActions?.find((a) => a.kind === 'view' && a.permission === 'isps:survey:answers');
    expect(action?.view?.url).toBe('/isps/survey/answers/{id}');
    return action!;
  };

  it('offers staff the answers of a published survey: the count and each question’s average', async () => {
    const action = await answersAction();
    const menu = await staff.get('/sys/permission/getCustomerMenu');
    expect((menu.body.result.auth as Array<{ action: string }>).map((a) => a.action)).toContain(
      'isps:survey:answers',
    );
    const r = await staff.get(action.view!.url.replace('{id}', surveyId));
    expect(r.status).toBe(200);
    expect(r.body.result.count).toBe(2);
    const byKey = Object.fromEntries(
      (r.body.result.questions as Array<{ key: string }>).map((q) => [q.key, q]),
    );
    expect(byKey.overall).toMatchObject({ title: '总体满意度', answered: 2, average: 4.5 });
    expect(byKey.speed).toMatchObject({ answered: 1, average: 3 });
    expect([...(byKey.advice as unknown as { texts: string[] }).texts].sort()).toEqual(
      ['很好', '更快些'].sort(),
    );
    // The keys the page's columns read are the ones the route answers.
    const columns = action.view!.table!.columns.map((c) => c.key);
    expect(columns).toEqual(expect.arrayContaining(['title', 'answered', 'average']));
    expect(action.view!.fields?.map((f) => f.key)).toEqual(['count']);
  });

  it('hides the answers from customers (403), who do not hold the code', async () => {
    const menu = await customers[0]!.get('/sys/permission/getCustomerMenu');
    expect((menu.body.result.auth as Array<{ action: string }>).map((a) => a.action)).not.toContain(
      'isps:survey:answers',
    );
    expect((await customers[0]!.get(`/isps/survey/answers/${surveyId}`)).status).toBe(403);
  });
});
