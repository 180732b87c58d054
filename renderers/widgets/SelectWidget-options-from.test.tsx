/**
 * Selects whose choices are another field's rows (x-widget-options.optionsFrom): the report form's
 * grouping and chart columns (schemas/entities/onl_cgreport_head.json) offer the keys of the
 * report's columns table, labelled "title (key)", show the stored choice by its label, and send the
 * keys chosen, comma-joined for the multi-select.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import reportHead from '../../schemas/entities/onl_cgreport_head.json';
import type { FieldSchema } from '../../src/shared/schema/types';
import { renderWidgetForm } from '../test-support/render-widget-form';

const props = reportHead.properties as unknown as Record<string, FieldSchema>;
const LONG = { timeout: 15000 };

describe('select widgets with choices from another field', () => {
  it("offers the report's column keys for grouping and the chart, and sends the keys chosen", async () => {
    const row = {
      id: 'r1',
      columns: [
        { key: 'dictCode', title: '字典编码' },
        { key: 'items', title: '项数', aggregate: 'count' },
      ],
      groupKeys: 'dictCode',
      chartKind: 'bar',
      chartCategory: '',
      chartValue: '',
    };
    const form = renderWidgetForm(
      {
        columns: props.columns!,
        groupKeys: props.groupKeys!,
        chartKind: props.chartKind!,
        chartCategory: props.chartCategory!,
        chartValue: props.chartValue!,
      },
      { row },
    );
    const group = await screen.findByLabelText('分组列', {}, LONG);
    await waitFor(
      () =>
        expect(
          document.querySelector('.ant-select-selection-item[title="字典编码 (dictCode)"]'),
        ).toBeTruthy(),
      LONG,
    );
    await userEvent.click(group);
    await screen.findByRole('listbox');
    const shown = () =>
      [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    await waitFor(() => expect(shown()).toEqual(['字典编码 (dictCode)', '项数 (items)']), LONG);
    const items = () => document.querySelector('.ant-select-item-option[title="项数 (items)"]');
    await waitFor(() => expect(items()).toBeTruthy(), LONG);
    await userEvent.click(items()!);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(await screen.findByLabelText('图表分类列'));
    const category = () =>
      [
        ...document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="字典编码 (dictCode)"]',
        ),
      ].at(-1);
    await waitFor(() => expect(category()).toBeTruthy(), LONG);
    await userEvent.click(category()!);
    await userEvent.click(await screen.findByLabelText('图表数值列'));
    const value = () =>
      [
        ...document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="项数 (items)"]',
        ),
      ].at(-1);
    await waitFor(() => expect(value()).toBeTruthy(), LONG);
    await userEvent.click(value()!);

    await form.submit();
    await waitFor(
      () =>
        expect(form.sent()).toMatchObject({
          groupKeys: 'dictCode,items',
          chartKind: 'bar',
          chartCategory: 'dictCode',
          chartValue: 'items',
        }),
      LONG,
    );
  });
});
