import { afterEach, describe, expect, it } from 'vitest';
import { message } from 'antd';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoEntity } from '../test-support/demo-schema';
import { memoryServices } from '../test-support/render-with-provider';
import { savedQueryKey } from './saved-queries';
import { SuperQueryModal } from './SuperQueryModal';

function open() {
  const { wrap } = memoryServices();
  render(
    wrap(
      <SuperQueryModal
        open
        entity={demoEntity}
        saveKey="demo-contact-list"
        onClose={() => undefined}
        onApply={() => undefined}
      />,
    ),
  );
}

const saveButton = () => screen.getByRole('button', { name: /保存查询条件/ });

// The warning's close timer must not outlive the test's window.
afterEach(() => message.destroy());

describe('SuperQueryModal saving', () => {
  it('says 空条件不能保存 for an empty query and never asks for a name', async () => {
    open();
    await userEvent.click(saveButton());
    expect(await screen.findByText('空条件不能保存')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入保存的名称')).toBeNull();
  });

  it('asks for a name when the query has a condition', async () => {
    localStorage.setItem(
      savedQueryKey('demo-contact-list'),
      JSON.stringify([
        { title: '张姓', matchType: 'and', records: [{ field: 'name', rule: 'like', val: '张' }] },
      ]),
    );
    open();
    await userEvent.click(screen.getByText('张姓'));
    await userEvent.click(saveButton());
    expect(await screen.findByPlaceholderText('请输入保存的名称')).toBeTruthy();
  });
});
