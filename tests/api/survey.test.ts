/**
 * Satisfaction surveys: the questionnaire checked on write (422 naming the question), draft →
 * published → closed (409 from any other state, only drafts change), the customer's list with its
 * answered flag, the generated answer form, answers checked against the questionnaire, one answer per
 * company (also two at once), the staff figures, and what one company may read of another's answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { sameCompanyColleague } from './helpers/accounts';
import { describeOnOneBackend } from './helpers/suite';

const QUESTIONS = [
  { key: 'overall', type: 'rating', titleZh: '总体满意度', titleEn: 'Overall satisfaction', required: true },
  {
    key: 'channel',
    type: 'single',
    titleZh: '您从哪里了解我们',
    titleEn: 'How did you hear of us',
    options: 'web|网站|Website\nfriend|朋友推荐|A friend\nother|其他|Other',
    required: true,
  },
  {
    key: 'services',
    type: 'multiple',
    titleZh: '您使用过的服务',
    titleEn: 'Services used',
    options: 'cert|认证|Certification\ntest|检测|Testing\ntrain|培训|Training',
    required: false,
  },
  { key: 'advice', type: 'text', titleZh: '意见和建议', titleEn: 'Suggestions', required: false },
];

describeOnOneBackend('satisfaction surveys', (t) => {
  let staff: Api;
  let custA: Api;
  let subA: Api;
  let custB: Api;
  let custC: Api;
  let companyA = '';
  let userA = '';
  let surveyId = '';

  const add = (body: unknown) => staff.send('POST', '/isps/survey/add', body);
  const survey = (id: string) =>
    t.app.db.selectFrom('isps_survey').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const answer = (who: Api, answers: unknown, id = surveyId) =>
    who.send('POST', '/isps/survey/answer', { id, answers });

  beforeAll(async () => {
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    const a = await otherCompanyCustomer(t.app.db, 'surveya');
    const b = await otherCompanyCustomer(t.app.db, 'surveyb');
    const c = await otherCompanyCustomer(t.app.db, 'surveyc');
    companyA = a.companyId;
    userA = a.userId;
    custA = await t.as(a.username, a.password);
    custB = await t.as(b.username, b.password);
    custC = await t.as(c.username, c.password);
    const colleague = await sameCompanyColleague(t.app.db, companyA, 'surveya');
    subA = await t.as(colleague.username, colleague.password);
  });

  describe('the questionnaire', () => {
    it('is stored as one document and read back as the editor rows; a new survey is a draft whatever is sent', async () => {
      const r = await add({
        title: '2026年度满意度调查',
        titleEn: '2026 satisfaction survey',
        description: '请如实填写',
        questions: QUESTIONS,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      surveyId = r.body.result.id;
      const row = await survey(surveyId);
      expect(row.status).toBe('draft');
      expect(row.questions).toEqual([
        {
          key: 'overall',
          type: 'rating',
          title: { 'zh-CN': '总体满意度', 'en-US': 'Overall satisfaction' },
          required: true,
        },
        {
          key: 'channel',
          type: 'single',
          title: { 'zh-CN': '您从哪里了解我们', 'en-US': 'How did you hear of us' },
          options: [
            { value: 'web', text: { 'zh-CN': '网站', 'en-US': 'Website' } },
            { value: 'friend', text: { 'zh-CN': '朋友推荐', 'en-US': 'A friend' } },
            { value: 'other', text: { 'zh-CN': '其他', 'en-US': 'Other' } },
          ],
          required: true,
        },
        expect.objectContaining({ key: 'services', type: 'multiple', required: false }),
        {
          key: 'advice',
          type: 'text',
          title: { 'zh-CN': '意见和建议', 'en-US': 'Suggestions' },
          required: false,
        },
      ]);
      const read = await staff.get(`/isps/survey/queryById?id=${surveyId}`);
      expect(read.body.result.status).toBe('draft');
      expect(read.body.result.questions[1]).toEqual({
        key: 'channel',
        type: 'single',
        titleZh: '您从哪里了解我们',
        titleEn: 'How did you hear of us',
        options: 'web|网站|Website\nfriend|朋友推荐|A friend\nother|其他|Other',
        required: true,
      });
    });

    it.each([
      ['no question', [], '问卷至少需要一个问题'],
      [
        'a choice with one option',
        [{ key: 'q1', type: 'single', titleZh: '题', options: 'a|甲' }],
        '第1题（q1）：选择题至少需要两个选项',
      ],
      ['a key used twice', [QUESTIONS[0], { ...QUESTIONS[0] }], '第2题（overall）：问题标识重复'],
      [
        'an unknown type',
        [{ key: 'q1', type: 'slider', titleZh: '题' }],
        '第1题（q1）：题型须为单选、多选、评分或文本',
      ],
      ['a bad key', [{ key: '1q', type: 'text', titleZh: '题' }], '第1题（1q）：问题标识须以小写字母开头'],
      ['a question without title', [{ key: 'q1', type: 'text' }], '第1题（q1）：请输入问题标题'],
      [
        'options on a rating',
        [{ key: 'q1', type: 'rating', titleZh: '题', options: 'a|甲\nb|乙' }],
        '第1题（q1）：评分题和文本题没有选项',
      ],
      [
        'an option value twice',
        [{ key: 'q1', type: 'multiple', titleZh: '题', options: 'a|甲\na|乙' }],
        '第1题（q1）：选项值须为',
      ],
    ])('refuses %s with 422 naming the question, writing nothing', async (_name, questions, message) => {
      const before = (await t.app.db.selectFrom('isps_survey').select('id').execute()).length;
      const r = await add({ title: '坏问卷', questions });
      expect(r.status).toBe(422);
      expect(
        r.body.result.some(
          (e: { field: string; message: string }) => e.field === 'questions' && e.message.includes(message),
        ),
      ).toBe(true);
      expect((await t.app.db.selectFrom('isps_survey').select('id').execute()).length).toBe(before);
    });

    it('a draft can be edited and its questions replaced; the state cannot be written', async () => {
      const r = await staff.send('PUT', '/isps/survey/edit', {
        id: surveyId,
        title: '2026年度满意度调查',
        description: '请如实填写，谢谢',
        questions: QUESTIONS,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((await survey(surveyId)).description).toBe('请如实填写，谢谢');
      const state = await staff.send('PUT', '/isps/survey/edit', {
        id: surveyId,
        title: '2026年度满意度调查',
        status: 'published',
      });
      expect(state.status).toBe(422);
      expect((await survey(surveyId)).status).toBe('draft');
    });
  });

  describe('states', () => {
    it('customers cannot publish (403) nor see a draft', async () => {
      expect((await custA.send('PUT', '/isps/survey/publish', { id: surveyId })).status).toBe(403);
      const list = await custA.get('/isps/survey/my/list');
      expect(list.status).toBe(200);
      expect(list.body.result.records.map((r: { id: string }) => r.id)).not.toContain(surveyId);
    });

    it('answering a draft is refused with 409', async () => {
      const r = await answer(custA, { overall: 5, channel: 'web' });
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('该调查未发布或已关闭，不能填写');
    });

    it('publish: draft → published with its time, a system message to every customer account; then 409', async () => {
      const r = await staff.send('PUT', '/isps/survey/publish', { id: surveyId });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const row = await survey(surveyId);
      expect(row.status).toBe('published');
      expect(row.published_at).toBeInstanceOf(Date);
      const sent = await t.app.db
        .selectFrom('sys_announcement_send')
        .innerJoin('sys_announcement', 'sys_announcement.id', 'sys_announcement_send.annt_id')
        .select(['sys_announcement.titile', 'sys_announcement.msg_content'])
        .where('sys_announcement_send.user_id', '=', userA)
        .where('sys_announcement.bus_id', '=', surveyId)
        .execute();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.msg_content).toContain('2026年度满意度调查');
      const history = await t.app.db
        .selectFrom('sys_workflow_history')
        .selectAll()
        .where('entity', '=', 'isps_survey')
        .where('record_id', '=', surveyId)
        .execute();
      expect(history.map((h) => [h.transition, h.from_state, h.to_state, h.actor])).toEqual([
        ['publish', 'draft', 'published', t.seed.staff.username],
      ]);
      const again = await staff.send('PUT', '/isps/survey/publish', { id: surveyId });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('当前状态不允许此操作');
    });

    it('a published survey is neither edited nor deleted (409)', async () => {
      const edit = await staff.send('PUT', '/isps/survey/edit', {
        id: surveyId,
        title: '2026年度满意度调查',
        description: '改',
        questions: QUESTIONS,
      });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toBe('只能修改或删除草稿状态的调查');
      expect((await staff.send('DELETE', `/isps/survey/delete?id=${surveyId}`)).status).toBe(409);
      expect((await survey(surveyId)).description).toBe('请如实填写，谢谢');
    });
  });

  describe('answers', () => {
    it('the customer list shows the published survey, not answered yet, and the form to fill in', async () => {
      const list = await custA.get('/isps/survey/my/list');
      const record = list.body.result.records.find((r: { id: string }) => r.id === surveyId);
      expect(record).toMatchObject({ answered: '0', answered_dictText: '未填写', status: 'published' });
      const form = await custA.get(`/isps/survey/answerForm?id=${surveyId}`);
      expect(form.status).toBe(200);
      expect(form.body.result.form.required).toEqual(['overall', 'channel']);
      expect(form.body.result.form.properties.channel).toMatchObject({
        type: 'string',
        enum: ['web', 'friend', 'other'],
        'x-widget': 'radio',
      });
      expect(form.body.result.form.properties.services).toMatchObject({
        type: 'array',
        items: { type: 'string', enum: ['cert', 'test', 'train'] },
      });
    });

    it.each([
      ['an unknown question', { overall: 4, channel: 'web', colour: 'red' }, 'colour', '问卷中没有此问题'],
      ['an option not offered', { overall: 4, channel: 'tv' }, 'channel', '请选择问卷提供的一个选项'],
      [
        'a multiple answer not offered',
        { overall: 4, channel: 'web', services: ['cert', 'cook'] },
        'services',
        '请选择问卷提供的选项',
      ],
      ['a rating above 5', { overall: 6, channel: 'web' }, 'overall', '评分须为1到5的整数'],
      ['a rating of 0', { overall: 0, channel: 'web' }, 'overall', '评分须为1到5的整数'],
      ['a rating that is no whole number', { overall: 2.5, channel: 'web' }, 'overall', '评分须为1到5的整数'],
      ['a required answer missing', { overall: 3 }, 'channel', '请回答此问题'],
      [
        'a text too long',
        { overall: 3, channel: 'web', advice: 'x'.repeat(1001) },
        'advice',
        '回答最多1000个字符',
      ],
    ])('refuses %s with 422 on that question, writing nothing', async (_name, answers, field, message) => {
      const r = await answer(custA, answers);
      expect(r.status).toBe(422);
      expect(r.body.result).toContainEqual({ field, message: expect.stringContaining(message) });
      expect(
        await t.app.db
          .selectFrom('isps_survey_answer')
          .select('id')
          .where('company_id', '=', companyA)
          .execute(),
      ).toHaveLength(0);
    });

    it('a company answers once: the second answer, from a colleague too, is 409', async () => {
      const first = await answer(custA, {
        overall: 5,
        channel: 'web',
        services: ['cert', 'test'],
        advice: '服务很好',
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const second = await answer(subA, { overall: 1, channel: 'other' });
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('贵企业已填写过该调查');
      const rows = await t.app.db
        .selectFrom('isps_survey_answer')
        .selectAll()
        .where('company_id', '=', companyA)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.answers).toEqual({
        overall: 5,
        channel: 'web',
        services: ['cert', 'test'],
        advice: '服务很好',
      });
      const list = await subA.get('/isps/survey/my/list');
      expect(list.body.result.records.find((r: { id: string }) => r.id === surveyId)).toMatchObject({
        answered: '1',
        answered_dictText: '已填写',
      });
    });

    it('two answers of one company at once: one is stored, the other is 409', async () => {
      const [x, y] = await Promise.all([
        answer(custB, { overall: '3', channel: 'friend', services: ['cert'] }),
        answer(custB, { overall: 2, channel: 'web' }),
      ]);
      expect([x.status, y.status].sort()).toEqual([200, 409]);
      const rows = await t.app.db
        .selectFrom('isps_survey_answer')
        .select('answers')
        .where('survey_id', '=', surveyId)
        .execute();
      expect(rows).toHaveLength(2);
    });

    it('a company reads its own answer only; customers cannot read the figures', async () => {
      const c = await answer(custC, {
        overall: 4,
        channel: 'friend',
        services: ['train', 'cert'],
        advice: '  希望缩短周期  ',
      });
      expect(c.status).toBe(200);
      const own = await custA.get(`/isps/survey/myAnswer?id=${surveyId}`);
      expect(own.body.result.answers).toEqual({
        overall: 5,
        channel: 'web',
        services: ['cert', 'test'],
        advice: '服务很好',
      });
      const ofC = await custC.get(`/isps/survey/myAnswer?id=${surveyId}`);
      expect(ofC.body.result.answers.advice).toBe('希望缩短周期');
      expect((await custA.get(`/isps/survey/answers/${surveyId}`)).status).toBe(403);
    });

    it('answers/{id}: the count, rating averages, counts per option and the texts', async () => {
      const rows = await t.app.db
        .selectFrom('isps_survey_answer')
        .select('answers')
        .where('survey_id', '=', surveyId)
        .execute();
      const bOverall = (
        rows.map((r) => r.answers as { overall: number }).find((a) => a.overall === 3 || a.overall === 2) as {
          overall: number;
        }
      ).overall;
      const r = await staff.get(`/isps/survey/answers/${surveyId}`);
      expect(r.status).toBe(200);
      const result = r.body.result;
      expect(result.count).toBe(3);
      const byKey = Object.fromEntries(result.questions.map((q: { key: string }) => [q.key, q]));
      expect(byKey.overall).toMatchObject({
        type: 'rating',
        answered: 3,
        average: Math.round(((5 + 4 + bOverall) / 3) * 100) / 100,
      });
      const channelCounts = Object.fromEntries(
        byKey.channel.options.map((o: { value: string; count: number }) => [o.value, o.count]),
      );
      const bChannel = bOverall === 3 ? 'friend' : 'web';
      expect(channelCounts).toEqual({
        web: 1 + (bChannel === 'web' ? 1 : 0),
        friend: 1 + (bChannel === 'friend' ? 1 : 0),
        other: 0,
      });
      expect(byKey.channel.options[0]).toMatchObject({ value: 'web', text: '网站' });
      const services = Object.fromEntries(
        byKey.services.options.map((o: { value: string; count: number }) => [o.value, o.count]),
      );
      expect(services).toEqual({ cert: bOverall === 3 ? 3 : 2, test: 1, train: 1 });
      expect([...byKey.advice.texts].sort()).toEqual(['希望缩短周期', '服务很好'].sort());
      const en = await staff.get(`/isps/survey/answers/${surveyId}`, 'en-US');
      expect(en.body.result.title).toBe('2026 satisfaction survey');
      expect(en.body.result.questions[1].options[0].text).toBe('Website');
    });

    it('the figures of an unknown survey are 404', async () => {
      expect((await staff.get(`/isps/survey/answers/${'0'.repeat(32)}`)).status).toBe(404);
    });

    it('close: published → closed; answers are refused after (409), and closing twice is 409', async () => {
      const r = await staff.send('PUT', '/isps/survey/close', { id: surveyId });
      expect(r.status).toBe(200);
      const row = await survey(surveyId);
      expect(row.status).toBe('closed');
      expect(row.closed_at).toBeInstanceOf(Date);
      expect((await staff.send('PUT', '/isps/survey/close', { id: surveyId })).status).toBe(409);
      const late = await answer(custA, { overall: 5, channel: 'web' });
      expect(late.status).toBe(409);
      const list = await custA.get('/isps/survey/my/list');
      expect(list.body.result.records.map((x: { id: string }) => x.id)).not.toContain(surveyId);
    });
  });
});
