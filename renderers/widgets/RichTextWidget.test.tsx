/**
 * Rich text and code fields in a form dialog: the toolbar is labelled and formats the text, an image is uploaded with biz
 * jeditor and stored by its own file route, and what the form saves is the cleaned HTML.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

// jsdom lays nothing out: CodeMirror and ProseMirror measure text ranges, which need these to exist.
if (typeof Range.prototype.getClientRects !== 'function') {
  const empty = { x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => empty as DOMRect;
}

const entity: EntitySchema = {
  $id: 'demo_article',
  type: 'object',
  title: { 'zh-CN': '文章', 'en-US': 'Article' },
  'x-table': 'demo_article',
  'x-api': '/demo/article',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:article:list', add: 'demo:article:add', edit: 'demo:article:edit' },
  required: ['name'],
  properties: {
    name: { type: 'string', title: { 'zh-CN': '标题', 'en-US': 'Title' }, maxLength: 50 },
    body: { type: 'string', title: { 'zh-CN': '正文', 'en-US': 'Body' }, 'x-widget': 'richText' },
    config: {
      type: 'string',
      title: { 'zh-CN': '配置', 'en-US': 'Config' },
      'x-widget': 'code',
      'x-widget-options': { language: 'json' },
    },
  },
  additionalProperties: false,
};

const page: PageSchema = {
  ...demoPage,
  $id: 'demo-article-list',
  entity: 'demo_article',
  title: { 'zh-CN': '文章', 'en-US': 'Articles' },
  api: { list: '/demo/article/list', add: '/demo/article/add', edit: '/demo/article/edit' },
  form: { container: 'modal', fields: ['name', 'body', 'config'], draggable: true },
};

const bodyOnly: PageSchema = { ...page, form: { container: 'modal', fields: ['name', 'body'] } };

function editable(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.rf-rich-text-content');
  if (!element) throw new Error('no editor');
  return element;
}

/**
 * The editable element of a field, checked to be a textbox named by the field's visible label.
 * (getByRole over the whole dialog computes every element's style in jsdom: minutes with two editors.)
 */
async function textboxOf(field: string, label: string): Promise<HTMLElement> {
  const element = await waitFor(() => {
    const found = document.getElementById(`root_${field}`);
    if (!found || found.getAttribute('role') !== 'textbox') throw new Error(`no textbox for ${field}`);
    return found;
  });
  const labelledBy = element.getAttribute('aria-labelledby') ?? '';
  expect(document.getElementById(labelledBy)?.textContent).toContain(label);
  return element;
}

function toolbarOf(): HTMLElement {
  const toolbar = document.querySelector<HTMLElement>('[role="toolbar"]');
  expect(toolbar?.getAttribute('aria-label')).toBe('格式工具栏');
  return toolbar as HTMLElement;
}

describe('rich text widget', () => {
  it('shows a code field in CodeMirror, named by its label, tab size 2', async () => {
    const row = { id: 'a3', name: '三', config: '{"a": 1}' };
    renderForm({
      page: { ...page, form: { container: 'modal', fields: ['name', 'config'] } },
      entity,
      mode: 'edit',
      row,
      records: { '/demo/article': [row] },
    });
    const config = await textboxOf('config', '配置');
    expect(config.textContent).toContain('{"a": 1}');
    expect(config.getAttribute('data-language')).toBe('json');
    expect(config.style.tabSize).toBe('2');
    // @uiw/react-codemirror sets the height through the editor's theme (a class), not inline.
    expect(document.querySelector('.cm-editor')).not.toBeNull();
  });

  it('formats with the toolbar, uploads an image with jeditor and saves the cleaned HTML', async () => {
    const user = userEvent.setup();
    const { submit, callsOf, onSaved } = renderForm({ page: bodyOnly, entity });
    await textboxOf('body', '正文');
    await user.type(document.getElementById('root_name') as HTMLElement, '新文章');
    const toolbar = toolbarOf();
    await user.click(within(toolbar).getByRole('button', { name: 'H1 一级标题' }));
    await waitFor(() => expect(editable().querySelector('h1')).not.toBeNull());
    expect(within(toolbar).getByRole('button', { name: 'H1 一级标题' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'pic.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [png] } });
    await waitFor(() => expect(editable().querySelector('img')).not.toBeNull());
    expect(callsOf('upload')[0]?.args[1]).toBe('jeditor');
    expect(editable().querySelector('img')?.getAttribute('alt')).toBe('pic.png');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = callsOf('create')[0]?.args[1] as { name: string; body: string };
    expect(saved.name).toBe('新文章');
    // The image took the empty heading's place; tiptap keeps a paragraph after it to type into.
    expect(saved.body).toBe('<img src="/sys/common/static/jeditor/pic.png" alt="pic.png"><p></p>');
  });

  it('refuses a javascript: link and keeps an https one', async () => {
    const user = userEvent.setup();
    renderForm({
      page: bodyOnly,
      entity,
      mode: 'edit',
      row: { id: 'a2', name: '二', body: '<p>点这里</p>' },
      records: { '/demo/article': [{ id: 'a2', name: '二', body: '<p>点这里</p>' }] },
    });
    await textboxOf('body', '正文');
    await user.click(within(toolbarOf()).getByRole('button', { name: '链接' }));
    const address = await screen.findByLabelText('链接地址');
    await user.clear(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(
      (await screen.findByText('请输入以 http://、https:// 或 mailto: 开头的地址')).getAttribute('role'),
    ).toBe('alert');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await user.click(
      within(address.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /取\s*消/ }),
    );
    await waitFor(() => expect(screen.queryByLabelText('链接地址')).toBeNull());
  });
});
