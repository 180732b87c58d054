/**
 * A refused submit (the form's own rules found errors) takes the user to the first field in error,
 * in the order the form shows its fields, scrolled into view, and logs nothing: a refused submit
 * is ordinary input. The same in every form, since every form is EntityForm (here in a drawer).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

const inDrawer = { ...demoPage, form: { ...demoPage.form!, container: 'drawer' as const } };

let scrolled: HTMLElement[];
let logged: MockInstance<typeof console.error>;
const original = Element.prototype.scrollIntoView;

beforeEach(() => {
  scrolled = [];
  // jsdom lays nothing out; what matters is which element was asked to come into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
    scrolled.push(this);
  };
  logged = vi.spyOn(console, 'error');
});

afterEach(() => {
  Element.prototype.scrollIntoView = original;
  logged.mockRestore();
});

describe('a refused submit', () => {
  it('focuses the first field in error and brings it into view, with nothing logged', async () => {
    const { submit, callsOf } = renderForm({ page: inDrawer });
    await userEvent.type(await screen.findByLabelText(/手机号码/), '12345');
    await submit();
    const name = screen.getByLabelText(/姓名/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(scrolled).toEqual([name]);
    expect(callsOf('create')).toEqual([]);
    expect(logged.mock.calls.filter(([first]) => first === 'Form validation failed')).toEqual([]);
  });

  it('skips the valid fields before it: the first in error is the one focused', async () => {
    const { submit } = renderForm({ page: inDrawer });
    await userEvent.type(await screen.findByLabelText(/姓名/), '李四');
    await userEvent.type(screen.getByLabelText(/手机号码/), '12345');
    await submit();
    const phone = screen.getByLabelText(/手机号码/);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(scrolled).toEqual([phone]);
  });
});
