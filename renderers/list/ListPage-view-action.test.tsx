/**
 * Row actions of kind `view` (e.g. 答卷统计 on the survey list): shown only to holders of their
 * permission code and where visibleWhen holds for the row; the dialog reads the GET the action names
 * for the row ({id} in the url) and shows what the page's schema lists: labelled values, and a
 * table of one array of the answer (numbers, a list of texts, objects read through `item`).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../src/shared/envelope';
import type { PageSchema } from '../../src/shared/schema/types';
import type { ActionRequest } from '../data/data-provider';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { memoryServices } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const page: PageSchema = {
  ...demoPage,
  rowActions: [
    {
      kind: 'view',
      key: 'answers',
      label: { 'zh-CN': '答卷统计', 'en-US': 'Answers' },
      permission: 'demo:survey:answers',
      visibleWhen: { '!=': [{ var: 'name' }, '草稿'] },
      view: {
        url: '/demo/answers/{id}',
        title: { 'zh-CN': '答卷统计：{name}', 'en-US': 'Answers: {name}' },
        fields: [{ key: 'count', label: { 'zh-CN': '答卷数', 'en-US': 'Answers received' } }],
        table: {
          key: 'questions',
          columns: [
            { key: 'title', label: { 'zh-CN': '题目', 'en-US': 'Question' } },
            { key: 'average', label: { 'zh-CN': '平均分', 'en-US': 'Average' } },
            { key: 'options', label: { 'zh-CN': '选项计数', 'en-US': 'Choices' }, item: '{text}：{count}' },
            { key: 'texts', label: { 'zh-CN': '文字答复', 'en-US': 'Written answers' } },
          ],
        },
      },
    },
  ],
};
const records = {
  '/demo/contact': [
    { id: 'a1', name: '年度调查' },
    { id: 'a2', name: '草稿' },
  ],
};

const FIGURES = {
  count: 2,
  questions: [
    { key: 'q1', title: '服务态度', average: 4.5 },
    {
      key: 'q2',
      title: '了解渠道',
      options: [
        { value: 'web', text: '网站', count: 1 },
        { value: 'friend', text: '朋友推荐', count: 1 },
      ],
    },
    { key: 'q3', title: '意见和建议', texts: ['很好', '更快些'] },
  ],
};

function setup(permissions: string[]) {
  const s = memoryServices({ records, permissions });
  const calls: ActionRequest[] = [];
  s.services.data.runAction = vi.fn(async (request: ActionRequest): Promise<Envelope<unknown>> => {
    calls.push(request);
    return { success: true, message: '', code: 200, result: FIGURES, timestamp: 0 };
  });
  render(s.wrap(<ListPage page={page} entity={demoEntity} />));
  return calls;
}

describe('view row actions', () => {
  it("show the row's answer figures: the count, each question's average, choice counts and texts", async () => {
    const calls = setup(['demo:survey:answers']);
    const row = (await screen.findByText('年度调查')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText('答卷统计'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10000 });
    expect(await within(dialog).findByText('答卷统计：年度调查')).toBeTruthy();
    expect(calls[0]).toEqual({ method: 'GET', url: '/demo/answers/a1' });
    const count = await within(dialog).findByText('答卷数');
    expect(count.closest('tr')?.textContent).toContain('2');
    const average = within(dialog).getByText('服务态度').closest('tr') as HTMLElement;
    expect(within(average).getByText('4.5')).toBeTruthy();
    const choices = within(dialog).getByText('了解渠道').closest('tr') as HTMLElement;
    expect(within(choices).getByText('网站：1')).toBeTruthy();
    expect(within(choices).getByText('朋友推荐：1')).toBeTruthy();
    const texts = within(dialog).getByText('意见和建议').closest('tr') as HTMLElement;
    expect(within(texts).getByText('更快些')).toBeTruthy();
  });

  it('is offered only with its permission code and where visibleWhen holds', async () => {
    setup(['demo:survey:answers']);
    const draft = (await screen.findByText('草稿')).closest('tr') as HTMLElement;
    expect(within(draft).queryByText('答卷统计')).toBeNull();
    expect(
      within(screen.getByText('年度调查').closest('tr') as HTMLElement).getByText('答卷统计'),
    ).toBeTruthy();
  });

  it('is not offered without its permission code', async () => {
    setup([]);
    const row = (await screen.findByText('年度调查')).closest('tr') as HTMLElement;
    expect(within(row).queryByText('答卷统计')).toBeNull();
  });
});
