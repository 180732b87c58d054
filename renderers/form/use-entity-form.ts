/**
 * The entity form's controller: data, linkage, the schema for the mode, the duplicate check on
 * blur and before submit, the write (POST add / PUT edit) and the server's 422 field errors.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../../src/shared/envelope';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { computeFieldStates, fieldStatesKey } from '../../src/shared/linkage/field-states';
import { writeBody } from '../../src/shared/schema/writable-fields';
import { useSubTableDeletions } from './sub-table-deletions';
import { useRenderer } from '../context';
import { resourceOf } from '../data/data-provider';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import { buildFormSchema, type FormMode } from './build-form-schema';
import { uniqueCheckOf, uniqueFieldsWithValues } from './unique-check';

export type FormData = Record<string, unknown>;

export interface EntityFormOptions {
  page: PageSchema;
  entity: EntitySchema;
  mode: FormMode;
  row?: FormData;
  presets?: Record<string, string>;
  onSaved?: () => void;
}

function initialData(
  entity: EntitySchema,
  mode: FormMode,
  row?: FormData,
  presets?: Record<string, string>,
): FormData {
  if (mode !== 'add') return { ...row };
  const defaults: FormData = {};
  for (const [name, field] of Object.entries(entity.properties))
    if (field.default !== undefined) defaults[name] = field.default;
  return { ...defaults, ...presets };
}

/** rjsf ids are `root_<field>`. */
export function fieldOfId(id: string): string {
  return id.replace(/^root_/, '').split('_')[0] ?? '';
}

/** What the entity form (EntityForm) gets from its controller. */
export interface EntityFormController {
  /** The live form data (the form is controlled). */
  formData: FormData;
  /** The rjsf schema and uiSchema for the mode and the linkage states, and the fields shown. */
  built: ReturnType<typeof buildFormSchema>;
  /** Errors from the server (422) and the duplicate check, by field. */
  extraErrors: ErrorSchema;
  /** True while a write is under way (the submit button spins). */
  saving: boolean;
  /** rjsf's change: new data, and the id of the edited field, whose server error it clears. */
  onChange(next: FormData, id?: string): void;
  /** rjsf's blur: runs the duplicate check of a unique field. */
  onBlur(id: string, value: unknown): void;
  /** Checks unique fields, then creates or updates; success closes, refusals show on the fields. */
  submit(data: FormData): Promise<void>;
  /** The editable table's removed persisted rows of a sub table (sent as `<field>_deleted`). */
  onSubTableDeleted?(field: string, ids: string[]): void;
}

export function useEntityForm({
  page,
  entity,
  mode,
  row,
  presets,
  onSaved,
}: EntityFormOptions): EntityFormController {
  const { data: provider, t } = useRenderer();
  const resource = useMemo(() => resourceOf(page, entity), [page, entity]);
  const feedback = useFeedback();
  const text = useText();
  // Controlled: rjsf rebuilds its state from props whenever errors change, so it must get the live data.
  const [formData, setFormData] = useState<FormData>(() => initialData(entity, mode, row, presets));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const subTableDeletions = useSubTableDeletions();
  const dataRef = useRef(formData);
  dataRef.current = formData;

  const states = computeFieldStates(entity['x-linkage'], formData);
  const statesKey = fieldStatesKey(states);
  // The schema only changes when a linkage state does, not on every keystroke.
  const built = useMemo(
    () => buildFormSchema(entity, page, mode, t, states),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entity, page, mode, t, statesKey],
  );

  const extraErrors = useMemo<ErrorSchema>(() => {
    const out: Record<string, { __errors: string[] }> = {};
    for (const [f, message] of Object.entries(fieldErrors)) out[f] = { __errors: [message] };
    return out as ErrorSchema;
  }, [fieldErrors]);

  const setFieldError = useCallback((field: string, message: string | null) => {
    setFieldErrors((all) => {
      if ((all[field] ?? null) === message) return all;
      const next = { ...all };
      if (message === null) delete next[field];
      else next[field] = message;
      return next;
    });
  }, []);

  const checkUnique = useCallback(
    async (field: string, value: unknown): Promise<boolean> => {
      try {
        const answer = await provider.checkUnique(
          resource,
          uniqueCheckOf(entity, field, value, row?.id as string | undefined),
        );
        if (answer.success) {
          setFieldError(field, null);
          return true;
        }
        setFieldError(field, answer.message || text('duplicate'));
        return false;
      } catch {
        return true;
      }
    },
    [provider, resource, entity, row, setFieldError, text],
  );

  const onChange = useCallback(
    (next: FormData, id?: string) => {
      setFormData(next);
      if (id) setFieldError(fieldOfId(id), null);
    },
    [setFieldError],
  );

  const onBlur = useCallback(
    (id: string, value: unknown) => {
      const field = fieldOfId(id);
      if (
        entity.properties[field]?.['x-unique'] &&
        value !== undefined &&
        value !== null &&
        value !== '' &&
        mode !== 'detail'
      ) {
        void checkUnique(field, value);
      }
    },
    [entity, mode, checkUnique],
  );

  const submit = useCallback(
    async (data: FormData) => {
      if (mode === 'detail') return;
      if (!(mode === 'add' ? page.api.add : page.api.edit)) return;
      setSaving(true);
      try {
        const unique = await Promise.all(
          uniqueFieldsWithValues(entity, built.fields, data).map((f) => checkUnique(f, data[f])),
        );
        if (unique.includes(false)) return;
        // The shared rule (src/shared/schema/writable-fields.ts) the server applies too.
        const body: FormData = writeBody(entity.properties, built.fields, mode, data, row);
        if (mode === 'add') Object.assign(body, presets);
        if (mode === 'edit') body.id = row?.id;
        // Sub table rows removed in the editable table (x-sub-tables): deleted with the record's write.
        Object.assign(body, subTableDeletions.bodyPart());
        const answer = await (mode === 'add'
          ? provider.create(resource, body)
          : provider.update(resource, body));
        if (answer.success) {
          feedback.success(answer.message || text('operationOk'));
          subTableDeletions.clear();
          onSaved?.();
          return;
        }
        if (answer.code === 422 && Array.isArray(answer.result)) {
          const errors: Record<string, string> = {};
          for (const e of answer.result as FieldError[])
            if (typeof e.field === 'string') errors[e.field] = e.message;
          setFieldErrors(errors);
        }
        feedback.warning(answer.message);
      } catch {
        // the app has told the user already
      } finally {
        setSaving(false);
      }
    },
    [
      mode,
      page.api.add,
      page.api.edit,
      entity,
      built.fields,
      checkUnique,
      presets,
      row,
      provider,
      resource,
      feedback,
      text,
      onSaved,
      subTableDeletions,
    ],
  );

  return { formData, built, extraErrors, saving, onChange, onBlur, submit, onSubTableDeleted: subTableDeletions.onDeleted };
}
