/**
 * The widget gallery (/test/home): a standalone form schema with one field per widget
 * (schemas/forms/widget-gallery.json) rendered by the entity form's parts, next to the state of
 * each field — its current value and the message the form's rules give it now. `rows` fills the
 * editable table field with that many generated rows, to feel the table's speed. Submitting
 * sends nothing: it runs the form's validation and says so.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Envelope } from '../../src/shared/envelope';
import { useRenderer } from '../context';
import { EntityForm } from '../form/EntityForm';
import { formAsEntity, type StandaloneFormSchema } from '../form/standalone-form';
import type { FormData } from '../form/use-entity-form';
import { useStandaloneForm } from '../form/use-standalone-form';
import { fieldErrors } from './field-errors';
import { GalleryStatePanel, type GalleryFieldState } from './GalleryStatePanel';
import { generateRows, type TableFieldLike } from './generate-rows';
import { useGalleryText } from './use-gallery-texts';

export interface WidgetGalleryProps {
  form: StandaloneFormSchema;
  /** Rows generated into the table field when the gallery mounts. */
  rows?: number;
  /** The property holding the editable table. */
  tableField?: string;
}

function firstData(form: StandaloneFormSchema, rows: number, tableField: string): FormData {
  const data: FormData = {};
  for (const [name, field] of Object.entries(form.properties))
    if (field.default !== undefined) data[name] = field.default;
  const table = form.properties[tableField] as unknown as TableFieldLike | undefined;
  if (rows > 0 && table) data[tableField] = generateRows(table, rows);
  return data;
}

export function WidgetGallery({ form, rows = 0, tableField = 'table' }: WidgetGalleryProps) {
  const { locale, t } = useRenderer();
  const text = useGalleryText();
  const entity = useMemo(() => formAsEntity(form), [form]);
  // Read once: the form owns its data after it mounts (a new `rows` remounts the gallery).
  const [initialData] = useState(() => firstData(form, rows, tableField));
  const [submitted, setSubmitted] = useState(false);
  const submit = useCallback(
    (data: FormData): Promise<Envelope<unknown>> =>
      Promise.resolve({ success: true, message: '', code: 200, result: data, timestamp: Date.now() }),
    [],
  );
  const onDone = useCallback(() => setSubmitted(true), []);
  const base = useStandaloneForm({ form, submit, onDone, initialData });
  const baseOnChange = base.onChange;
  const onChange = useCallback(
    (next: FormData, id?: string) => {
      setSubmitted(false);
      baseOnChange(next, id);
    },
    [baseOnChange],
  );
  const controller = useMemo(() => ({ ...base, onChange }), [base, onChange]);

  // The panel follows the form without holding up typing (10,000 table rows are validated too).
  const data = useDeferredValue(controller.formData);
  const schema = controller.built.schema;
  const errors = useMemo(
    () => fieldErrors(data, schema, entity, locale, t),
    [data, schema, entity, locale, t],
  );
  const states = useMemo<GalleryFieldState[]>(
    () => Object.keys(form.properties).map((name) => ({ name, value: data[name], error: errors[name] })),
    [form, data, errors],
  );

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <section aria-label={text('formRegion')} style={{ flex: '1 1 520px', minWidth: 0 }}>
        <p>{text('intro')}</p>
        <EntityForm entity={entity} controller={controller} readOnly={false} />
      </section>
      {/* Scrolls on its own beside a long form; focusable so keyboard users can scroll it too. */}
      <div
        tabIndex={0}
        style={{
          flex: '1 1 360px',
          minWidth: 0,
          position: 'sticky',
          top: 16,
          maxHeight: 'calc(100vh - 32px)',
          overflow: 'auto',
        }}
      >
        <GalleryStatePanel states={states} submitted={submitted} text={text} />
      </div>
    </div>
  );
}
