/**
 * The one set-up of every DOM form test: a FormDialog over the in-memory provider. It answers the
 * store, the call log, the dialog's onSaved/onClose and a submit that clicks 提交 as a user would.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { FormDialog } from '../form/FormDialog';
import type { FormMode } from '../form/build-form-schema';
import { demoEntity, demoPage } from './demo-schema';
import type { Row } from './memory-provider';
import { renderWithProvider, type TestRendererOptions } from './render-with-provider';

export interface FormTestOptions extends TestRendererOptions {
  page?: PageSchema;
  entity?: EntitySchema;
  mode?: FormMode;
  row?: Row;
  presets?: Record<string, string>;
}

export function renderForm({
  page = demoPage,
  entity = demoEntity,
  mode = 'add',
  row,
  presets,
  ...options
}: FormTestOptions = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const setup = renderWithProvider(
    <FormDialog
      page={page}
      entity={entity}
      mode={mode}
      row={row}
      presets={presets}
      onClose={onClose}
      onSaved={onSaved}
    />,
    options,
  );
  return {
    ...setup,
    onSaved,
    onClose,
    /** The records of the form's entity in the store. */
    stored: () => setup.records(entity['x-api']),
    submit: () => userEvent.click(screen.getByRole('button', { name: /提\s*交/ })),
  };
}
