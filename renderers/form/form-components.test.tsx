import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import type { EntitySchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

function RatingWidget({ id, value }: WidgetProps) {
  return <output id={id}>rating:{String(value ?? 0)}</output>;
}
function ShoutingInput({ id, value }: WidgetProps) {
  return <output id={id}>input:{String(value ?? '')}</output>;
}

const entity: EntitySchema = {
  ...demoEntity,
  properties: {
    ...demoEntity.properties,
    score: {
      type: 'integer',
      title: { 'zh-CN': '评分', 'en-US': 'Score' },
      'x-widget': 'rating',
      default: 4,
    },
  },
};
const page = { ...demoPage, form: { container: 'page' as const, fields: ['name', 'score'] } };

describe('widgets passed in through RendererProvider', () => {
  it('renders a passed-in widget for a field naming it in x-widget, next to the built-in ones', async () => {
    renderForm({ page, entity, widgets: { rating: RatingWidget } });
    expect(await screen.findByText('rating:4')).toBeTruthy();
    expect((screen.getByLabelText(/姓名/) as HTMLElement).tagName).toBe('INPUT');
  });

  it('puts a passed-in widget in place of the built-in one of that name, for that form only', async () => {
    const first = renderForm({
      page,
      entity,
      widgets: { rating: RatingWidget, input: ShoutingInput },
      row: { name: '张三' },
      mode: 'edit',
    });
    expect(await screen.findByText('input:张三')).toBeTruthy();
    first.unmount();
    // No module-level registration: a form without it has the built-in input and an unknown rating.
    renderForm({ page, entity });
    expect(((await screen.findByLabelText(/姓名/)) as HTMLElement).tagName).toBe('INPUT');
    expect(screen.getByText('未知的组件：rating')).toBeTruthy();
  });
});
