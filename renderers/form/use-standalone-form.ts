/**
 * The controller of a standalone form (StandaloneForm.tsx), shaped like the entity form's so the
 * same EntityForm renders it: live data, server field errors (422 and 409 answers' FieldError
 * lists), the app's cross-field rules, and the app's uniqueness check of `x-unique` fields while
 * typing (debounced) and once more before submitting.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import type { Envelope, FieldError } from '../../src/shared/envelope';
import { useRenderer } from '../context';
import { buildFormSchema } from './build-form-schema';
import { fieldOfId, type EntityFormController, type FormData } from './use-entity-form';
import { formAsEntity, formAsPage, type StandaloneFormSchema } from './standalone-form';

/** Typing pauses this long before a uniqueness check goes out. */
export const UNIQUE_CHECK_DELAY_MS = 500;

export interface StandaloneFormOptions {
  form: StandaloneFormSchema;
  /** Whether a unique field's value is free: success true, else the message to show. `data`: the form's data then. */
  checkUnique?(field: string, value: string, data: FormData): Promise<Envelope<unknown>>;
  /**
   * Fields whose new value re-runs the uniqueness check of every filled unique field: what the
   * app's check needs (a register form may ask only once its slider has passed).
   */
  recheckUniqueOn?: string[];
  /** Rules across fields (a confirmation equal to its password): field → message. */
  crossCheck?(data: FormData): Record<string, string>;
  /** The app's write. Field errors of a refusal (result: FieldError[]) show on their fields. */
  submit(data: FormData): Promise<Envelope<unknown>>;
  /** After a successful submit, with its answer. */
  onDone(answer: Envelope<unknown>, data: FormData): void;
  /** After a refused submit: the fields to clear (a one-time token, spent or soon stale). */
  clearOnRefusal?: string[];
  /** The form's first data (read once, when the form mounts). */
  initialData?: FormData;
}

export function useStandaloneForm(
  options: StandaloneFormOptions,
): EntityFormController & { formError: string | null } {
  const { form, checkUnique, recheckUniqueOn, crossCheck, submit, onDone, clearOnRefusal, initialData } =
    options;
  const { t } = useRenderer();
  const entity = useMemo(() => formAsEntity(form), [form]);
  const page = useMemo(() => formAsPage(form), [form]);
  const built = useMemo(() => buildFormSchema(entity, page, 'add', t), [entity, page, t]);
  const [formData, setFormData] = useState<FormData>(() => initialData ?? {});
  // The data as of the last change, for checks that run after a pause.
  const latestData = useRef<FormData>(formData);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // Each field's latest check: an answer to an older one (a pause in typing that a submit, a newer
  // value or a slider pass has overtaken) must not overwrite what the newer one or the submit shows.
  const latestCheck = useRef(new Map<string, number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const setFieldError = useCallback((field: string, message: string | null) => {
    setFieldErrors((all) => {
      if ((all[field] ?? null) === message) return all;
      const next = { ...all };
      if (message === null) delete next[field];
      else next[field] = message;
      return next;
    });
  }, []);

  const uniqueFields = useMemo(
    () =>
      Object.entries(form.properties)
        .filter(([, f]) => f['x-unique'])
        .map(([name]) => name),
    [form],
  );

  /** Forgets the field's pending and running checks; the next one started is the one that counts. */
  const supersedeChecks = useCallback((field: string): number => {
    clearTimeout(timers.current.get(field));
    timers.current.delete(field);
    const check = (latestCheck.current.get(field) ?? 0) + 1;
    latestCheck.current.set(field, check);
    return check;
  }, []);

  const runUniqueCheck = useCallback(
    async (field: string, value: string): Promise<boolean> => {
      if (!checkUnique) return true;
      const check = supersedeChecks(field);
      try {
        const answer = await checkUnique(field, value, latestData.current);
        if (latestCheck.current.get(field) !== check) return answer.success;
        setFieldError(field, answer.success ? null : answer.message);
        return answer.success;
      } catch {
        return true;
      }
    },
    [checkUnique, setFieldError, supersedeChecks],
  );

  const onChange = useCallback(
    (next: FormData, id?: string) => {
      setFormData(next);
      latestData.current = next;
      if (!id) return;
      const field = fieldOfId(id);
      setFieldError(field, null);
      setFormError(null);
      if (recheckUniqueOn?.includes(field) && next[field] !== undefined && next[field] !== '') {
        for (const unique of uniqueFields) {
          const value = next[unique];
          if (typeof value !== 'string' || value === '') continue;
          void runUniqueCheck(unique, value);
        }
        return;
      }
      if (!uniqueFields.includes(field)) return;
      const value = next[field];
      supersedeChecks(field);
      if (typeof value !== 'string' || value === '') return;
      timers.current.set(
        field,
        setTimeout(() => void runUniqueCheck(field, value), UNIQUE_CHECK_DELAY_MS),
      );
    },
    [uniqueFields, recheckUniqueOn, runUniqueCheck, setFieldError, supersedeChecks],
  );

  const onBlur = useCallback(() => undefined, []);

  const doSubmit = useCallback(
    async (data: FormData) => {
      latestData.current = data;
      const crossErrors = crossCheck?.(data) ?? {};
      if (Object.keys(crossErrors).length > 0) {
        setFieldErrors(crossErrors);
        return;
      }
      setSaving(true);
      try {
        const checks = uniqueFields
          .filter((f) => typeof data[f] === 'string' && data[f] !== '')
          .map((f) => runUniqueCheck(f, data[f] as string));
        if ((await Promise.all(checks)).includes(false)) return;
        const answer = await submit(data);
        if (answer.success) {
          onDone(answer, data);
          return;
        }
        const errors: Record<string, string> = {};
        if (Array.isArray(answer.result)) {
          for (const e of answer.result as FieldError[])
            if (typeof e.field === 'string') errors[e.field] = e.message;
        }
        setFieldErrors(errors);
        setFormError(Object.keys(errors).length > 0 ? null : answer.message);
        if (clearOnRefusal?.length) {
          const next = { ...latestData.current };
          for (const f of clearOnRefusal) delete next[f];
          latestData.current = next;
          setFormData(next);
        }
      } catch {
        // The app has told the user already.
      } finally {
        setSaving(false);
      }
    },
    [crossCheck, uniqueFields, runUniqueCheck, submit, onDone, clearOnRefusal],
  );

  const extraErrors = useMemo<ErrorSchema>(() => {
    const out: Record<string, { __errors: string[] }> = {};
    for (const [f, message] of Object.entries(fieldErrors)) out[f] = { __errors: [message] };
    return out as ErrorSchema;
  }, [fieldErrors]);

  return { formData, built, extraErrors, saving, onChange, onBlur, submit: doSubmit, formError };
}
