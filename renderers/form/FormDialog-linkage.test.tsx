/**
 * A form with linkage rules (`x-linkage`): a field named in a rule's `show` appears only while the
 * rule holds, and its `require` makes it required then. The rules' evaluator is loaded with the
 * first form that has rules (use-linkage-states.ts); the form waits for it and then shows whole.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema } from '../../src/shared/schema/types';
import { demoEntity } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

const entity: EntitySchema = {
  ...demoEntity,
  'x-linkage': [{ when: { '==': [{ var: 'name' }, '代理'] }, show: ['code'], require: ['code'] }],
};

describe('a form with linkage rules', () => {
  it('shows the field while its rule holds, requires it then, and saves it', async () => {
    const { stored, onSaved, submit } = renderForm({ entity });
    const name = await screen.findByLabelText(/姓名/);
    expect(screen.queryByLabelText(/编码/)).toBeNull();

    await userEvent.type(name, '代理');
    const code = await screen.findByLabelText(/编码/);
    await submit();
    expect(await screen.findByText('请输入编码!')).toBeTruthy();

    await userEvent.type(code, 'A1');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()[0]).toMatchObject({ name: '代理', code: 'A1' });
  });

  it('leaves the field out while its rule does not hold', async () => {
    const { stored, onSaved, submit } = renderForm({ entity });
    await userEvent.type(await screen.findByLabelText(/姓名/), '李四');
    expect(screen.queryByLabelText(/编码/)).toBeNull();
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()[0]).toMatchObject({ name: '李四' });
    expect(stored()[0]).not.toHaveProperty('code');
  });
});
