import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import type { EntitySchema } from '../../src/shared/schema/types';
import { FormDialog } from '../form/FormDialog';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { envelope, fakeServices } from '../test-support/fake-services';
import { registerWidget } from './registry';

function RatingWidget({ id, value }: WidgetProps) {
  return <output id={id}>rating:{String(value ?? 0)}</output>;
}

describe('widget registry', () => {
  it('renders a registered widget for a field naming it in x-widget', async () => {
    registerWidget('rating', RatingWidget);
    const entity: EntitySchema = {
      ...demoEntity,
      properties: {
        ...demoEntity.properties,
        score: { type: 'integer', title: '评分', 'x-widget': 'rating', default: 4 },
      },
    };
    const { wrap } = fakeServices(() => envelope(null));
    render(
      wrap(
        <FormDialog
          page={{ ...demoPage, form: { container: 'page', fields: ['name', 'score'] } }}
          entity={entity}
          mode="add"
          onClose={() => undefined}
          onSaved={() => undefined}
        />,
      ),
    );
    expect(await screen.findByText('rating:4')).toBeTruthy();
  });
});
