/**
 * A transition asking for files (an answer with its evidence): the dialog shows the upload widget,
 * uploads for the entity's field of the same name (so the server applies that field's policy), and
 * sends the stored paths with the other inputs.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WorkflowTransition } from '../../src/shared/workflow/types';
import { renderWithProvider } from '../test-support/render-with-provider';
import { TransitionDialog } from './TransitionDialog';

const answer: WorkflowTransition = {
  name: 'answer',
  title: { 'zh-CN': '答复', 'en-US': 'Answer' },
  from: ['raised'],
  to: 'answered',
  permission: 'demo:finding:answer',
  fields: {
    type: 'object',
    required: ['cause'],
    properties: {
      cause: {
        type: 'string',
        title: { 'zh-CN': '原因分析', 'en-US': 'Root cause' },
        'x-widget': 'textarea',
      },
      evidence: {
        type: 'string',
        title: { 'zh-CN': '证据文件', 'en-US': 'Evidence' },
        'x-widget': 'file',
        'x-widget-options': { biz: 'finding', maxCount: 3 },
      },
    },
  },
};

describe('TransitionDialog with a file input', () => {
  it('uploads for the entity field and sends the stored path', async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValue({ success: true, code: 200, message: '', timestamp: 0, result: null });
    const { callsOf } = renderWithProvider(
      <TransitionDialog
        transition={answer}
        row={{ id: 'f1' }}
        entityId="demo_finding"
        onClose={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.type(await screen.findByLabelText('原因分析'), '流程遗漏');
    expect(screen.getByRole('group', { name: '证据文件' })).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'record.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(callsOf('upload')).toHaveLength(1));
    expect(callsOf('upload')[0]?.args.slice(1)).toEqual([
      'finding',
      { entity: 'demo_finding', field: 'evidence' },
    ]);
    // Stored: the list shows the file (its full name on hover).
    await screen.findByTitle('record.pdf');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ cause: '流程遗漏', evidence: 'finding/record.pdf' });
  });
});
