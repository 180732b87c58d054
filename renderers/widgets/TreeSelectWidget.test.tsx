/**
 * Tree select and category tree (SPEC §5, §7, §8, §9): roots first, children when a node is
 * expanded, the picked node's key submitted, a stored value named; a condition that is not a JSON
 * object shows the spec's message in the field and asks nothing; a refused category root warns
 * with the server message.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../src/shared/schema/types';
import { refusal } from '../test-support/memory-provider';
import { renderWidgetForm } from '../test-support/render-widget-form';

const BAD_CONDITION = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

const DEPARTS = [
  { id: 'd1', parentId: '', departName: '总部' },
  { id: 'd2', parentId: 'd1', departName: '质量部' },
  { id: 'd3', parentId: 'd1', departName: '认证部' },
];
const CATEGORIES = [
  { id: 'c1', name: '认证领域', code: 'B01' },
  { id: 'c2', pid: 'c1', name: '质量管理体系', code: 'B01A01' },
  { id: 'c3', pid: 'c1', name: '环境管理体系', code: 'B01A02' },
  { id: 'c4', name: '行业', code: 'C01' },
];

const treeField = (options: Record<string, unknown>): FieldSchema => ({
  type: 'string',
  title: '部门',
  'x-widget': 'treeSelect',
  'x-widget-options': { dict: 'sys_depart,departName,id', pidField: 'parentId', ...options },
});
const categoryField = (options: Record<string, unknown>): FieldSchema => ({
  type: 'string',
  title: '分类',
  'x-widget': 'categoryTree',
  'x-widget-options': options,
});

/** The dropdown's visible node titled `title`. */
const node = (title: string) =>
  document.querySelector(`.ant-select-tree-node-content-wrapper[title="${title}"]`);

/** Expands the node titled `title` with its switcher, as a click on the arrow does. */
function expand(title: string) {
  const switcher = node(title)?.parentElement?.querySelector('.ant-select-tree-switcher');
  if (!switcher) throw new Error(`no switcher for ${title}`);
  fireEvent.click(switcher);
}

describe('treeSelect', () => {
  it('reads the roots, loads children on expand and submits the picked key', async () => {
    const { callsOf, submit, sent } = renderWidgetForm(
      { dept: treeField({}) },
      { trees: { sys_depart: DEPARTS } },
    );
    await userEvent.click(await screen.findByLabelText('部门'));
    await waitFor(() => expect(node('总部')).toBeTruthy());
    expect(node('质量部')).toBeNull();
    expand('总部');
    await waitFor(() => expect(node('质量部')).toBeTruthy());
    expect(callsOf('loadTreeData').map((c) => (c.args[0] as { pid: string }).pid)).toEqual(['', 'd1']);
    fireEvent.click(node('认证部')!);
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ dept: 'd3' }));
  });

  it('names a stored value it has not loaded through the table dictionary', async () => {
    const { callsOf } = renderWidgetForm(
      { dept: treeField({}) },
      { trees: { sys_depart: DEPARTS }, row: { id: 'w1', dept: 'd2' } },
    );
    await waitFor(() => expect(document.querySelector('.ant-select-content[title="质量部"]')).toBeTruthy(), {
      timeout: 3000,
    });
    expect(callsOf('loadDictTexts').map((c) => c.args)).toEqual([['sys_depart,departName,id', ['d2']]]);
  });

  it.each(['code=1', '["a"]', 'not json'])(
    'shows the spec message for condition %s and asks nothing',
    async (condition) => {
      const { callsOf } = renderWidgetForm(
        { dept: treeField({ condition }) },
        { trees: { sys_depart: DEPARTS } },
      );
      expect(await screen.findByText(BAD_CONDITION)).toBeTruthy();
      expect(callsOf('loadTreeData')).toHaveLength(0);
      expect(screen.getByLabelText('部门').getAttribute('aria-invalid')).toBe('true');
    },
  );

  it('passes a condition object on as a JSON string', async () => {
    const { callsOf } = renderWidgetForm(
      { dept: treeField({ condition: { departName: '总部' } }) },
      { trees: { sys_depart: DEPARTS } },
    );
    await waitFor(() => expect(callsOf('loadTreeData')).toHaveLength(1));
    expect((callsOf('loadTreeData')[0]?.args[0] as { condition: string }).condition).toBe(
      '{"departName":"总部"}',
    );
    expect(screen.queryByText(BAD_CONDITION)).toBeNull();
  });
});

describe('categoryTree', () => {
  it('starts at the level under pcode, expands by pid and submits the id (or the code with back=code)', async () => {
    const { callsOf, submit, sent } = renderWidgetForm(
      {
        kind: categoryField({ pcode: 'B01' }),
        kindCode: { ...categoryField({ pcode: 'B01', back: 'code' }), title: '分类编码' },
      },
      { categories: CATEGORIES },
    );
    await userEvent.click(await screen.findByLabelText('分类'));
    await waitFor(() => expect(node('质量管理体系')).toBeTruthy());
    expect(node('行业')).toBeNull();
    fireEvent.click(node('环境管理体系')!);
    await userEvent.click(screen.getByLabelText('分类编码'));
    await waitFor(() =>
      expect(
        document.querySelectorAll('.ant-select-tree-node-content-wrapper[title="质量管理体系"]').length,
      ).toBe(2),
    );
    const second = document.querySelectorAll(
      '.ant-select-tree-node-content-wrapper[title="质量管理体系"]',
    )[1];
    fireEvent.click(second!);
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ kind: 'c3', kindCode: 'B01A01' }));
    expect(callsOf('loadCategoryTree').map((c) => c.args[0])).toEqual([{ pcode: 'B01' }, { pcode: 'B01' }]);
  });

  it('loads a node’s children by pid when expanded', async () => {
    const { callsOf } = renderWidgetForm({ kind: categoryField({}) }, { categories: CATEGORIES });
    await userEvent.click(await screen.findByLabelText('分类'));
    await waitFor(() => expect(node('认证领域')).toBeTruthy());
    expand('认证领域');
    await waitFor(() => expect(node('环境管理体系')).toBeTruthy());
    expect(callsOf('loadCategoryTree').map((c) => c.args[0])).toEqual([{ pcode: '0' }, { pid: 'c1' }]);
  });

  it('names stored ids through loadDictItem and stored codes through loadOne', async () => {
    const { callsOf } = renderWidgetForm(
      { kind: categoryField({}), kindCode: { ...categoryField({ back: 'code' }), title: '分类编码' } },
      { categories: CATEGORIES, row: { id: 'w1', kind: 'c2', kindCode: 'B01A02' } },
    );
    await waitFor(() => expect(screen.getAllByText('质量管理体系').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getAllByText('环境管理体系').length).toBeGreaterThan(0));
    expect(callsOf('loadCategoryTexts').map((c) => c.args[0])).toEqual([['c2']]);
    expect(callsOf('loadCategoryOne').map((c) => c.args)).toEqual([['code', 'B01A02']]);
  });

  it('warns with the server message when the root cannot be read', async () => {
    renderWidgetForm({ kind: categoryField({ pcode: 'Z99' }) }, { categories: CATEGORIES });
    expect(await screen.findByText('该编码【Z99】不存在，请核实!')).toBeTruthy();
  });

  it('reports a wrong condition in the field', async () => {
    const { callsOf } = renderWidgetForm(
      { kind: categoryField({ condition: '{bad' }) },
      {
        categories: CATEGORIES,
        override: { loadCategoryTree: () => Promise.resolve(refusal('never asked', 400, [])) },
      },
    );
    expect(await screen.findByText(BAD_CONDITION)).toBeTruthy();
    expect(callsOf('loadCategoryTree')).toHaveLength(0);
  });
});
