/**
 * The transition dialog asks only for the inputs a user gives: a field with `x-row-value` is filled
 * from the acted-on row (an optimistic expectedStage), a hidden one is not shown.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WorkflowTransition } from '../../src/shared/workflow/types';
import { renderWithProvider } from '../test-support/render-with-provider';
import { TransitionDialog } from './TransitionDialog';

const advance: WorkflowTransition = {
  name: 'advance',
  title: { 'zh-CN': '推进', 'en-US': 'Advance' },
  from: ['review'],
  to: 'decision',
  permission: 'demo:project:advance',
  fields: {
    type: 'object',
    properties: {
      note: {
        type: 'string',
        title: { 'zh-CN': '说明', 'en-US': 'Note' },
        maxLength: 50,
        'x-widget': 'textarea',
      },
      expectedStage: {
        type: 'string',
        title: { 'zh-CN': '当前阶段', 'en-US': 'Current stage' },
        'x-widget': 'hidden',
        'x-row-value': 'stageCode',
      },
      secret: { type: 'string', title: { 'zh-CN': '内部', 'en-US': 'Internal' }, 'x-widget': 'hidden' },
    },
  },
};

describe('TransitionDialog', () => {
  it('shows only the note and sends expectedStage from the row', async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValue({ success: true, code: 200, message: '', timestamp: 0, result: null });
    const onClose = vi.fn();
    renderWithProvider(
      <TransitionDialog
        transition={advance}
        row={{ id: 'p1', stageCode: 'review' }}
        onClose={onClose}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.type(await screen.findByLabelText('说明'), '材料齐全');
    expect(screen.queryByLabelText('当前阶段')).toBeNull();
    expect(screen.queryByLabelText('内部')).toBeNull();
    expect(screen.queryByText('当前阶段')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ note: '材料齐全', expectedStage: 'review' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

const accept: WorkflowTransition = {
  name: 'accept',
  title: { 'zh-CN': '受理', 'en-US': 'Accept' },
  from: ['submitted'],
  to: 'accepted',
  permission: 'demo:apply:accept',
  fields: {
    type: 'object',
    properties: {
      executingUnits: {
        type: 'array',
        title: { 'zh-CN': '各业务类型的执行单位', 'en-US': 'Executing unit of each business type' },
        'x-row-value': 'businessTypes',
        'x-widget': 'editableTable',
        'x-widget-options': {
          columns: [
            {
              key: 'businessType',
              title: { 'zh-CN': '业务类型', 'en-US': 'Business type' },
              type: 'input',
              disabled: true,
            },
            {
              key: 'executingUnit',
              title: { 'zh-CN': '执行单位', 'en-US': 'Executing unit' },
              type: 'input',
              validateRules: [{ required: true }],
            },
          ],
        },
      },
      executingUnit: {
        type: 'string',
        title: { 'zh-CN': '执行单位（全部）', 'en-US': 'Unit (all)' },
        'x-widget': 'hidden',
      },
      note: { type: 'string', title: { 'zh-CN': '受理意见', 'en-US': 'Comment' }, 'x-widget': 'textarea' },
    },
  },
};

describe('TransitionDialog with a table of the row’s values', () => {
  const row = {
    id: 'a1',
    businessTypes: ['system_cert', 'product_cert'],
    businessTypes_dictText: '体系认证、产品认证',
  };

  it('asks one executing unit per business type of the row and sends them as lines', async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValue({ success: true, code: 200, message: '', timestamp: 0, result: null });
    const onClose = vi.fn();
    renderWithProvider(
      <TransitionDialog transition={accept} row={row} onClose={onClose} onSubmit={onSubmit} />,
    );
    const system = await screen.findByLabelText('体系认证的执行单位');
    const product = screen.getByLabelText('产品认证的执行单位');
    expect(screen.queryByLabelText('执行单位（全部）')).toBeNull();
    await userEvent.type(system, '体系认证一部');
    // A type left without its unit: named, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('请输入产品认证的执行单位')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(product, '产品认证部');
    await userEvent.type(screen.getByLabelText('受理意见'), '资料齐全');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      note: '资料齐全',
      executingUnits: [
        { businessType: 'system_cert', executingUnit: '体系认证一部' },
        { businessType: 'product_cert', executingUnit: '产品认证部' },
      ],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal of the table under it", async () => {
    const refusal = {
      success: false,
      code: 422,
      message: '请为每个业务类型填写执行单位',
      timestamp: 0,
      result: [{ field: 'executingUnits', message: '请为每个业务类型填写执行单位' }],
    };
    const onSubmit = vi.fn().mockResolvedValue(refusal);
    renderWithProvider(
      <TransitionDialog transition={accept} row={row} onClose={vi.fn()} onSubmit={onSubmit} />,
    );
    await userEvent.type(await screen.findByLabelText('体系认证的执行单位'), 'A');
    await userEvent.type(screen.getByLabelText('产品认证的执行单位'), 'B');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('请为每个业务类型填写执行单位')).toBeTruthy();
  });
});
