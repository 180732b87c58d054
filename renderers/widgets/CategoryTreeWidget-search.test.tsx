/**
 * The category tree's search (apply online's business-type picker): typed text matches any part of
 * a type's label in either language, also under sections never expanded (the first search reads
 * the whole tree once), and the sections holding a match open; the picked type is submitted.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../src/shared/schema/types';
import { renderWidgetForm } from '../test-support/render-widget-form';
import { CategoryTreeWidget } from './lazy-widgets';

const CATEGORIES = [
  { id: 'bt', name: '业务类型', nameEn: 'Business type', code: 'business_type' },
  { id: 'c1', pid: 'bt', name: '体系认证', nameEn: 'System certification', code: 'system_cert' },
  {
    id: 'c11',
    pid: 'c1',
    name: 'ISO 9001 质量管理体系',
    nameEn: 'ISO 9001 quality management',
    code: 'system_cert-iso9001',
  },
  { id: 'c2', pid: 'bt', name: '产品认证', nameEn: 'Product certification', code: 'product_cert' },
  {
    id: 'c21',
    pid: 'c2',
    name: 'CCC 强制性产品认证',
    nameEn: 'CCC compulsory certification',
    code: 'product_cert-ccc',
  },
  {
    id: 'c22',
    pid: 'c2',
    name: '自愿性产品认证',
    nameEn: 'Voluntary product certification',
    code: 'product_cert-voluntary',
  },
];

const field: FieldSchema = {
  type: 'array',
  items: { type: 'string' },
  title: '申请业务类型',
  'x-widget': 'categoryTree',
  'x-widget-options': { pcode: 'business_type', back: 'code', multiple: true },
};

const node = (title: string) =>
  document.querySelector(`.ant-select-tree-node-content-wrapper[title="${title}"]`);

beforeAll(() => CategoryTreeWidget.preload());

async function searchFor(text: string) {
  const setup = renderWidgetForm({ types: field }, { categories: CATEGORIES });
  const input = await screen.findByLabelText('申请业务类型');
  await userEvent.click(input);
  await waitFor(() => expect(node('产品认证')).toBeTruthy());
  // Nothing under the sections is read before a search.
  expect(node('CCC 强制性产品认证')).toBeNull();
  await userEvent.type(input, text);
  return setup;
}

describe('category tree search', () => {
  it('finds a type inside a collapsed section, opens that section, and submits the picked code', async () => {
    const { submit, sent } = await searchFor('CCC');
    await waitFor(() => expect(node('CCC 强制性产品认证')).toBeTruthy());
    // The section holding the match is shown open; the others, matching nothing, are not listed.
    expect(node('产品认证')).toBeTruthy();
    expect(node('自愿性产品认证')).toBeNull();
    expect(node('体系认证')).toBeNull();
    fireEvent.click(node('CCC 强制性产品认证')!);
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ types: ['product_cert-ccc'] }));
  });

  it('matches any part of the label in the other language too', async () => {
    await searchFor('quality');
    await waitFor(() => expect(node('ISO 9001 质量管理体系')).toBeTruthy());
    expect(node('体系认证')).toBeTruthy();
    expect(node('产品认证')).toBeNull();
  });

  it('matches the middle of a Chinese label', async () => {
    await searchFor('强制');
    await waitFor(() => expect(node('CCC 强制性产品认证')).toBeTruthy());
  });
});
