/**
 * Row actions of kind `form` (e.g. 填写 on the customer's survey list): the dialog draws the form
 * schema the server builds for the row (choices with their texts from x-widget-options.options),
 * sends the action's request with the form's data under `form.as`, shows a refused answer's field
 * errors on their questions, and closes when the request succeeds.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
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
      kind: 'form',
      key: 'answer',
      label: { 'zh-CN': '填写', 'en-US': 'Answer' },
      form: { url: '/demo/answerForm', query: { id: '$row.id' }, as: 'answers' },
      request: { method: 'POST', url: '/demo/answer', body: { id: '$row.id' } },
    },
  ],
};
const records = { '/demo/contact': [{ id: 'a1', name: '张三' }] };

const FORM = {
  $id: 'survey-answer-a1',
  title: { 'zh-CN': '年度满意度调查', 'en-US': 'Annual survey' },
  required: ['channel'],
  properties: {
    channel: {
      type: 'string',
      title: { 'zh-CN': '您从哪里了解我们', 'en-US': 'How did you hear of us' },
      enum: ['web', 'friend'],
      'x-widget': 'radio',
      'x-widget-options': {
        options: [
          { value: 'web', text: { 'zh-CN': '网站', 'en-US': 'Website' } },
          { value: 'friend', text: { 'zh-CN': '朋友推荐', 'en-US': 'A friend' } },
        ],
      },
    },
    advice: {
      type: 'string',
      title: { 'zh-CN': '意见和建议', 'en-US': 'Suggestions' },
      maxLength: 1000,
      'x-widget': 'textarea',
    },
  },
};

const ok = (result: unknown, message = ''): Envelope<unknown> => ({
  success: true,
  message,
  code: 200,
  result,
  timestamp: 0,
});

function setup(submitAnswers: Array<Envelope<unknown>>) {
  const s = memoryServices({ records });
  const calls: ActionRequest[] = [];
  s.services.data.runAction = vi.fn(async (request: ActionRequest) => {
    calls.push(request);
    if (request.method === 'GET') return ok({ form: FORM });
    return submitAnswers.shift() ?? ok(null, '提交成功，感谢您的反馈');
  });
  render(s.wrap(<ListPage page={page} entity={demoEntity} />));
  return calls;
}

describe('form row actions', () => {
  it("draw the server's form for the row and send its data under `as`", async () => {
    const calls = setup([]);
    const row = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText('填写'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20000 });
    expect(await within(dialog).findByText('年度满意度调查', {}, { timeout: 10000 })).toBeTruthy();
    expect(calls[0]).toEqual({ method: 'GET', url: '/demo/answerForm', body: { id: 'a1' } });
    await userEvent.click(await within(dialog).findByRole('radio', { name: '朋友推荐' }, { timeout: 10000 }));
    await userEvent.type(within(dialog).getByRole('textbox'), '很好');
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      method: 'POST',
      url: '/demo/answer',
      body: { id: 'a1', answers: { channel: 'friend', advice: '很好' } },
    });
    expect(await screen.findByText('提交成功，感谢您的反馈')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('年度满意度调查')).toBeNull(), { timeout: 10000 });
  });

  it("show a refused answer's field errors on their questions and stay open", async () => {
    setup([
      {
        success: false,
        message: '第1题（channel）：请选择问卷提供的一个选项',
        code: 422,
        result: [{ field: 'channel', message: '请选择问卷提供的一个选项' }],
        timestamp: 0,
      },
    ]);
    const row = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText('填写'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20000 });
    expect(await within(dialog).findByText('年度满意度调查', {}, { timeout: 10000 })).toBeTruthy();
    await userEvent.click(await within(dialog).findByRole('radio', { name: '网站' }, { timeout: 10000 }));
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await within(dialog).findByText('请选择问卷提供的一个选项')).toBeTruthy();
    expect(within(dialog).getByText('年度满意度调查')).toBeTruthy();
  });
});
