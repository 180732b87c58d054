import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

// The demo contact with a photo: an image field whose own limits the server must apply.
const entity: EntitySchema = {
  ...demoEntity,
  properties: {
    ...demoEntity.properties,
    photo: {
      type: 'string',
      title: { 'zh-CN': '照片', 'en-US': 'Photo' },
      'x-widget': 'image',
      'x-widget-options': { biz: 'photo' },
    },
  },
};
const page: PageSchema = { ...demoPage, form: { container: 'modal', fields: ['name', 'photo'] } };

describe('an upload in an entity form', () => {
  it('tells the provider which entity field the file is for', async () => {
    const { callsOf } = renderForm({ page, entity, mode: 'add' });
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    expect(screen.getByText('照片')).toBeTruthy();
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(callsOf('upload')).toHaveLength(1));
    expect(callsOf('upload')[0]?.args.slice(1)).toEqual([
      'photo',
      { entity: demoEntity.$id, field: 'photo' },
    ]);
  });
});
