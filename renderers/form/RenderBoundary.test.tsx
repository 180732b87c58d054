import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { SchemaPage } from '../page/SchemaPage';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';
import { renderWithProvider } from '../test-support/render-with-provider';

describe('a field naming an unregistered widget', () => {
  it('shows 未知的组件 in that field and the rest of the form still saves', async () => {
    const entity: EntitySchema = {
      ...demoEntity,
      properties: {
        ...demoEntity.properties,
        rating: { type: 'string', title: { 'zh-CN': '评级', 'en-US': 'Rating' }, 'x-widget': 'xyz' },
      },
    };
    const { onSaved, submit, stored } = renderForm({
      page: { ...demoPage, form: { container: 'modal', fields: ['name', 'rating', 'phone'] } },
      entity,
    });
    const error = await screen.findByText('未知的组件：xyz');
    expect(error.closest('.rf-field')?.querySelector('label')?.textContent).toBe('评级');
    await userEvent.type(screen.getByLabelText('姓名'), '李四');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()).toEqual([{ id: expect.any(String), name: '李四' }]);
  });
});

describe('the error boundary around forms and schema pages', () => {
  let failures = 0;
  /** Throws while `failures` lasts, then renders normally. */
  function FlakyWidget({ id }: { id: string }) {
    if (failures > 0) {
      failures -= 1;
      throw new Error('widget exploded');
    }
    return <output id={id}>flaky ok</output>;
  }
  // Passed in as an app passes its widgets (RendererProvider), merged with the built-in ones.
  const widgets = { flaky: FlakyWidget };
  const entity: EntitySchema = {
    ...demoEntity,
    properties: {
      ...demoEntity.properties,
      score: { type: 'string', title: { 'zh-CN': '评分', 'en-US': 'Score' }, 'x-widget': 'flaky' },
    },
  };
  const page: PageSchema = {
    ...demoPage,
    form: { container: 'modal', fields: ['name', 'score'] },
  };

  function renderPage(loaded: { page: PageSchema; entity: EntitySchema }) {
    return renderWithProvider(<SchemaPage pageId="demo-contact-list" />, {
      pages: { 'demo-contact-list': loaded },
      records: { '/demo/contact': [{ id: 'a1', name: '张三' }] },
      permissions: ['demo:contact:add'],
      widgets,
    });
  }

  it('shows the 500 message in the dialog, keeps the list working, and reload mounts the form again', async () => {
    // React logs caught render errors; they are expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { callsOf } = renderPage({ page, entity });
    expect(await screen.findByText('张三')).toBeTruthy();
    // Every render attempt of the widget fails until reload (React retries a failed render once).
    failures = Number.POSITIVE_INFINITY;
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await screen.findByText('抱歉，服务器出错了')).toBeTruthy();
    expect(dialog.textContent).toContain('抱歉，服务器出错了');
    // The page around the dialog is still there.
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('共 1 条')).toBeTruthy();
    failures = 0;
    await userEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByText('flaky ok')).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByLabelText('姓名')).toBeTruthy();
    expect(screen.queryByText('抱歉，服务器出错了')).toBeNull();
    // The list still answers: a search sends another list call.
    const before = callsOf('getList').length;
    await userEvent.click(screen.getByRole('button', { name: /关\s*闭|Close/ }));
    await userEvent.click(screen.getByRole('button', { name: /(^|\s)查\s*询$/ }));
    await waitFor(() => expect(callsOf('getList').length).toBeGreaterThan(before));
    quiet.mockRestore();
  });

  it('shows the 500 message with reload instead of a blank screen when a form page fails', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failures = Number.POSITIVE_INFINITY;
    renderPage({ page: { ...page, kind: 'form' }, entity });
    expect(await screen.findByText('抱歉，服务器出错了')).toBeTruthy();
    failures = 0;
    await userEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByText('flaky ok')).toBeTruthy();
    quiet.mockRestore();
  });
});
