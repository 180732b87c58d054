/**
 * A row action of kind `form`: the form to fill in is data the server builds for the row (e.g. a
 * survey's questionnaire as a standalone form schema), read with a GET of `form.url`; the dialog
 * draws it with the standalone form (widgets, rules, messages, field errors of a 422) and sends the
 * action's request with the form's data under `form.as`. No page of its own: any list may use it.
 * With `download`, the request is a GET whose answer is a file: the form's data goes as query
 * parameters, and a refusal stays in the dialog with its message and the lines of `result.details`
 * (e.g. each record an export cannot take, and why).
 */
import { Alert, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ActionDef } from '../../src/shared/schema/types';
import type { Envelope } from '../../src/shared/envelope';
import { useDataProvider, useRenderer } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import { StandaloneForm } from '../form/StandaloneForm';
import type { StandaloneFormSchema } from '../form/standalone-form';
import type { FormData } from '../form/use-entity-form';
import { resolveRowTemplate, resolveRowUrl } from './visible-actions';
import { Loading } from '../Loading';

export interface SchemaFormDialogProps {
  action: ActionDef;
  row: Record<string, unknown>;
  onClose(): void;
  /** After the request succeeded (the list reloads). */
  onDone(): void;
}

/** The lines a refused download explains itself with (result.details), if any. */
export function refusalDetails(result: unknown): string[] {
  const details = (result as { details?: unknown } | null)?.details;
  return Array.isArray(details) ? details.filter((d): d is string => typeof d === 'string') : [];
}

/** Form values as query parameters: texts as they are, anything else as JSON text. */
function queryOf(values: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

function isFormSchema(value: unknown): value is StandaloneFormSchema {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Partial<StandaloneFormSchema>;
  return typeof form.$id === 'string' && typeof form.properties === 'object' && form.properties !== null;
}

/**
 * The form's first data: its fields' `default`s (e.g. the issue dialog's holder and dates, filled in
 * by the server from the project). The form schema rjsf gets carries no defaults (build-form-schema),
 * as with the entity form, whose add mode starts from them the same way.
 */
function defaultsOf(form: StandaloneFormSchema): FormData {
  const data: FormData = {};
  for (const [name, field] of Object.entries(form.properties))
    if (field.default !== undefined) data[name] = field.default;
  return data;
}

export function SchemaFormDialog({ action, row, onClose, onDone }: SchemaFormDialogProps) {
  const { t } = useRenderer();
  const data = useDataProvider();
  const feedback = useFeedback();
  const text = useText();
  const [form, setForm] = useState<StandaloneFormSchema | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; details: string[] } | null>(null);
  const spec = action.form;

  useEffect(() => {
    if (!spec) return;
    let live = true;
    data
      .runAction({
        method: 'GET',
        url: resolveRowUrl(spec.url, row),
        body: resolveRowTemplate(spec.query, row),
      })
      .then((answer) => {
        if (!live) return;
        const result = answer.result as { form?: unknown } | null;
        if (answer.success && isFormSchema(result?.form)) setForm(result.form);
        else {
          feedback.warning(answer.message || text('loadFailed'));
          onClose();
        }
      })
      .catch(() => live && onClose());
    return () => {
      live = false;
    };
    // Read once per opened dialog (the row and the action do not change while it is open).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const request = action.request;
  if (!spec || !request) return null;

  const download = async (values: FormData): Promise<Envelope<unknown>> => {
    setRefusal(null);
    const answer = await data.downloadAction({
      method: 'GET',
      url: resolveRowUrl(request.url, row),
      body: { ...resolveRowTemplate(request.body, row), ...queryOf(values) },
    });
    if (answer.success) return answer;
    // Shown here with its details, not again as the form's own error line.
    setRefusal({ message: answer.message, details: refusalDetails(answer.result) });
    return { ...answer, message: '', result: null };
  };

  const submit = (values: FormData): Promise<Envelope<unknown>> =>
    action.download
      ? download(values)
      : data.runAction({
          ...request,
          url: resolveRowUrl(request.url, row),
          // The form's data is an object, not a text: the provider sends the body as JSON as it is.
          body: {
            ...resolveRowTemplate(request.body, row),
            [spec.as ?? 'values']: values,
          } as unknown as Record<string, string>,
        });

  return (
    <Modal
      open
      title={form ? t(form.title) : t(action.label)}
      footer={null}
      width={760}
      onCancel={onClose}
      destroyOnHidden
    >
      {form?.description && (
        <Typography.Paragraph
          className="rf-form-description"
          style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}
        >
          {t(form.description)}
        </Typography.Paragraph>
      )}
      {refusal && (
        <Alert
          type="error"
          role="alert"
          showIcon
          style={{ marginBottom: 16 }}
          title={refusal.message}
          description={
            refusal.details.length > 0 ? (
              <ul
                style={{ margin: 0, paddingInlineStart: 20, maxHeight: 240, overflowY: 'auto' }}
                tabIndex={0}
              >
                {refusal.details.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      {form ? (
        <StandaloneForm
          form={form}
          initialData={defaultsOf(form)}
          submit={submit}
          onDone={(answer) => {
            feedback.success(answer.message || text('operationOk'));
            onDone();
            onClose();
          }}
        />
      ) : (
        <Loading label={text('loading')} />
      )}
    </Modal>
  );
}
