/**
 * The entity form's controller: data, linkage, the schema for the mode, the duplicate check and the
 * fields' check rules (x-check-rule) on blur and before submit, the write (POST add / PUT edit) and the server's 422 field errors.
 * With a submit transition (`form.submitTransition`) the form saves a draft or submits: save, then
 * the transition on the saved id. A saved draft stays open (its id is remembered, so the next save
 * or submit edits it rather than adding another), whether 保存草稿 saved it or a refused transition
 * kept it; only a submit that went through ends the form (onSaved).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../../src/shared/envelope';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { fieldStatesKey } from '../../src/shared/linkage/field-states-key';
import { writeBody } from '../../src/shared/schema/writable-fields';
import { useSubTableDeletions } from './sub-table-deletions';
import { useRenderer } from '../context';
import { resourceOf } from '../data/data-provider';
import { useFeedback } from '../feedback';
import { useFormText } from '../i18n/use-form-text';
import { useLinkageStates } from './use-linkage-states';
import { buildFormSchema, type FormMode } from './build-form-schema';
import { uniqueCheckOf, uniqueFieldsWithValues } from './unique-check';
import { ruleCodeToCheck, ruleFieldsWithValues } from './rule-check';

export type FormData = Record<string, unknown>;

export interface EntityFormOptions {
  page: PageSchema;
  entity: EntitySchema;
  mode: FormMode;
  row?: FormData;
  presets?: Record<string, unknown>;
  /** Values a new record starts with that the user may change (unlike presets, which every add sends). */
  initialValues?: FormData;
  /** The x-workflow transition the submit button runs after saving (save draft only saves). */
  submitTransition?: string;
  onSaved?: () => void;
  /** With a submit transition: 保存草稿 saved the draft, which stays open for editing. */
  onDraftSaved?: () => void;
}

/** What the next submit does: save only, or save and run the submit transition. */
export type SubmitIntent = 'save' | 'submit';

function initialData(
  entity: EntitySchema,
  mode: FormMode,
  row?: FormData,
  presets?: Record<string, unknown>,
  initialValues?: FormData,
): FormData {
  if (mode !== 'add') return { ...row };
  const defaults: FormData = {};
  for (const [name, field] of Object.entries(entity.properties))
    if (field.default !== undefined) defaults[name] = field.default;
  return { ...defaults, ...initialValues, ...presets };
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
  /** rjsf's blur: runs the duplicate check of a unique field and the check rule of a field naming one. */
  onBlur(id: string, value: unknown): void;
  /** Checks unique fields, then creates or updates; success closes, refusals show on the fields. */
  submit(data: FormData): Promise<void>;
  /** The editable table's removed persisted rows of a sub table (sent as `<field>_deleted`). */
  onSubTableDeleted?(field: string, ids: string[]): void;
  /** The transition the submit button runs after saving; undefined: one plain submit button. */
  submitTransition?: string;
  /** Sets what the next submit does (the button clicked, before rjsf validates and submits). */
  setIntent?(intent: SubmitIntent): void;
}

/** The id the add route answered (`result: { id }`, or the whole record). */
function createdId(result: unknown): string | undefined {
  const id = result && typeof result === 'object' ? (result as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

export function useEntityForm({
  page,
  entity,
  mode,
  row,
  presets,
  initialValues,
  submitTransition,
  onSaved,
  onDraftSaved,
}: EntityFormOptions): EntityFormController {
  const { data: provider, t } = useRenderer();
  const resource = useMemo(() => resourceOf(page, entity), [page, entity]);
  const feedback = useFeedback();
  const text = useFormText();
  // Controlled: rjsf rebuilds its state from props whenever errors change, so it must get the live data.
  const [formData, setFormData] = useState<FormData>(() =>
    initialData(entity, mode, row, presets, initialValues),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const subTableDeletions = useSubTableDeletions();
  const dataRef = useRef(formData);
  dataRef.current = formData;
  const intentRef = useRef<SubmitIntent>('save');
  // A draft saved by a submit whose transition was refused: the next save edits it.
  const draftRef = useRef<{ id: string; body: FormData } | null>(null);

  const states = useLinkageStates(entity['x-linkage'], formData);
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
          // A kept draft is the record being edited: its own value is no duplicate.
          uniqueCheckOf(entity, field, value, draftRef.current?.id ?? (row?.id as string | undefined)),
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

  /** False when the value breaks the field's check rule (its message shows on the field). */
  const checkRule = useCallback(
    async (field: string, value: unknown): Promise<boolean> => {
      const code = ruleCodeToCheck(entity, field, value);
      if (!code) return true;
      try {
        const answer = await provider.checkRule(code, String(value));
        setFieldError(field, answer.success ? null : answer.message);
        return answer.success;
      } catch {
        // Unanswered: the server checks the write again.
        return true;
      }
    },
    [provider, entity, setFieldError],
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
      if (mode !== 'detail') void checkRule(field, value);
    },
    [entity, mode, checkUnique, checkRule],
  );

  const submit = useCallback(
    async (data: FormData) => {
      if (mode === 'detail') return;
      const draft = draftRef.current;
      // A kept draft is edited: the write is an edit of that record.
      const writeMode: FormMode = draft ? 'edit' : mode;
      if (!(writeMode === 'add' ? page.api.add : page.api.edit)) return;
      const transition = submitTransition && intentRef.current === 'submit' ? submitTransition : undefined;
      // Enter in a field submits the form too: that saves, unless the submit button is clicked again.
      intentRef.current = 'save';
      setSaving(true);
      try {
        const stored = draft ? draft.body : row;
        const unique = await Promise.all(
          uniqueFieldsWithValues(entity, built.fields, data).map((f) => checkUnique(f, data[f])),
        );
        if (unique.includes(false)) return;
        const rules = await Promise.all(
          ruleFieldsWithValues(entity, built.fields, data).map((f) => checkRule(f, data[f])),
        );
        if (rules.includes(false)) return;
        // The shared rule (src/shared/schema/writable-fields.ts) the server applies too.
        const body: FormData = writeBody(entity.properties, built.fields, writeMode, data, stored);
        if (writeMode === 'add') Object.assign(body, presets);
        if (writeMode === 'edit') body.id = draft ? draft.id : row?.id;
        // Sub table rows removed in the editable table (x-sub-tables): deleted with the record's write.
        Object.assign(body, subTableDeletions.bodyPart());
        const answer = await (writeMode === 'add'
          ? provider.create(resource, body)
          : provider.update(resource, body));
        if (answer.success && transition) {
          subTableDeletions.clear();
          const id = writeMode === 'add' ? createdId(answer.result) : String(body.id ?? '');
          if (!id) {
            feedback.warning(text('operationFailed'));
            return;
          }
          draftRef.current = { id, body: { ...stored, ...body } };
          const moved = await provider.runTransition(resource, transition, id, {});
          if (moved.success) {
            draftRef.current = null;
            feedback.success(moved.message || text('operationOk'));
            onSaved?.();
            return;
          }
          // Refused (requirement missing, company not activated…): the draft stays, saved.
          feedback.warning(moved.message || text('operationFailed'));
          return;
        }
        if (answer.success && submitTransition) {
          // 保存草稿: the draft stays open where it was saved; the next save edits it.
          feedback.success(answer.message || text('operationOk'));
          subTableDeletions.clear();
          const id = writeMode === 'add' ? createdId(answer.result) : String(body.id ?? '');
          if (id) draftRef.current = { id, body: { ...stored, ...body } };
          onDraftSaved?.();
          return;
        }
        if (answer.success) {
          feedback.success(answer.message || text('operationOk'));
          subTableDeletions.clear();
          draftRef.current = null;
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
      checkRule,
      presets,
      row,
      provider,
      resource,
      feedback,
      text,
      onSaved,
      onDraftSaved,
      subTableDeletions,
      submitTransition,
    ],
  );

  const setIntent = useCallback((intent: SubmitIntent) => {
    intentRef.current = intent;
  }, []);

  return {
    formData,
    built,
    extraErrors,
    saving,
    onChange,
    onBlur,
    submit,
    onSubTableDeleted: subTableDeletions.onDeleted,
    submitTransition,
    setIntent,
  };
}
