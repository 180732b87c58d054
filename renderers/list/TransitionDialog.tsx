/**
 * The input of an x-workflow transition (its `fields`: a reason, an executing unit…) in a dialog:
 * text, long text and number fields with their titles, required marks and length limits. Checked
 * here (required) and by the server, whose 422 field errors are shown next to their fields; the
 * dialog stays open until the transition succeeds. A field with `x-row-value` is filled from the
 * acted-on row (e.g. the stage the user saw, for the server's optimistic check) and one with
 * `"x-widget": "hidden"` is not shown: neither is asked for. An array field with `x-row-value` and
 * editableTable columns is a table of one line per value of the row (transition-row-table.tsx: the
 * executing unit of each business type an application names). A file or image field uploads for the
 * entity's field of the same name (TransitionUpload.tsx). The transition's confirmation, when
 * it has one, heads the dialog (the inputs are the confirmation step, so it is asked here).
 */
import { Form, Input, InputNumber, Modal } from 'antd';
import { useId, useState } from 'react';
import type { Envelope } from '../../src/shared/envelope';
import { schemaKeyword, X_ROW_VALUE, X_WIDGET } from '../../src/shared/schema/keywords';
import type { WorkflowTransition } from '../../src/shared/workflow/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import {
  missingCell,
  rowTableInput,
  rowTableOf,
  TransitionRowTable,
  type RowTableSpec,
  type RowTableValues,
} from './transition-row-table';
import { isUploadField, TransitionUpload } from './TransitionUpload';

export interface TransitionDialogProps {
  transition: WorkflowTransition;
  /** The acted-on row: the source of `x-row-value` inputs. */
  row?: Record<string, unknown>;
  /** The entity whose record the transition acts on: file inputs upload for its field of the same name. */
  entityId?: string;
  /** The transition's confirmation with the row's values (transition-question.ts), shown above the inputs. */
  question?: string;
  onClose(): void;
  /** Fires the transition with the input; resolves the server's answer (null: the app told the user). */
  onSubmit(input: Record<string, unknown>): Promise<Envelope<unknown> | null>;
}

type Values = Record<string, string | number | null>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function TransitionDialog({
  transition,
  row,
  entityId,
  question,
  onClose,
  onSubmit,
}: TransitionDialogProps) {
  const { t } = useRenderer();
  const text = useText();
  const baseId = useId();
  const allProperties = transition.fields?.properties ?? {};
  // Tables of one line per value of the row (their lines come from the row, their cells are asked for).
  const tables: Record<string, RowTableSpec> = {};
  for (const [name, f] of Object.entries(allProperties)) {
    const spec = rowTableOf(f, row);
    if (spec) tables[name] = spec;
  }
  // Inputs the user is asked for; the others come from the row (or are left to the server).
  const properties = Object.fromEntries(
    Object.entries(allProperties).filter(
      ([name, f]) =>
        tables[name] !== undefined ||
        (schemaKeyword(f, X_WIDGET) !== 'hidden' && schemaKeyword(f, X_ROW_VALUE) === undefined),
    ),
  );
  const [tableValues, setTableValues] = useState<Record<string, RowTableValues>>({});
  const required = new Set(transition.fields?.required ?? []);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const found: Record<string, string> = {};
    for (const [name, field] of Object.entries(properties)) {
      const table = tables[name];
      if (table) {
        const missing = missingCell(table, tableValues[name] ?? {}, (input, line) =>
          text('rowCellLabel', { row: line, column: t(input.title) }),
        );
        if (missing !== null) found[name] = text('promptRequired', { label: missing });
      } else if (required.has(name) && isBlank(values[name]))
        found[name] = text('promptRequired', { label: t(field.title) });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      if (!isBlank(value)) input[name] = typeof value === 'string' ? value.trim() : value;
    }
    for (const [name, table] of Object.entries(tables))
      input[name] = rowTableInput(table, tableValues[name] ?? {});
    for (const [name, field] of Object.entries(allProperties)) {
      if (tables[name]) continue;
      const source = schemaKeyword(field, X_ROW_VALUE);
      const value = source === undefined ? undefined : row?.[source];
      if (!isBlank(value)) input[name] = value;
    }
    setSending(true);
    const answer = await onSubmit(input).finally(() => setSending(false));
    if (answer?.success) {
      onClose();
      return;
    }
    if (answer?.code === 422 && Array.isArray(answer.result)) {
      const fromServer: Record<string, string> = {};
      for (const e of answer.result as Array<{ field?: unknown; message?: unknown }>) {
        if (typeof e.field === 'string' && typeof e.message === 'string') fromServer[e.field] = e.message;
      }
      setErrors(fromServer);
    }
  };

  const set = (name: string, value: string | number | null) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  return (
    <Modal
      open
      title={t(transition.title)}
      okText={text('ok')}
      cancelText={text('cancel')}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {question && <p data-testid="transition-question">{question}</p>}
      <Form layout="vertical" component="div">
        {Object.entries(properties).map(([name, field]) => {
          const id = `${baseId}-${name}`;
          const error = errors[name];
          const maxLength = typeof field.maxLength === 'number' ? field.maxLength : undefined;
          const common = {
            id,
            'aria-required': required.has(name) || undefined,
            'aria-invalid': error ? true : undefined,
          };
          const value = values[name];
          const table = tables[name];
          let input: React.ReactNode;
          if (table) {
            input = (
              <TransitionRowTable
                id={id}
                label={t(field.title)}
                spec={table}
                values={tableValues[name] ?? {}}
                invalid={error !== undefined}
                onChange={(next) => {
                  setTableValues((all) => ({ ...all, [name]: next }));
                  if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
                }}
              />
            );
          } else if (field.type === 'integer' || field.type === 'number') {
            input = (
              <InputNumber
                {...common}
                style={{ width: '100%' }}
                value={typeof value === 'number' ? value : null}
                onChange={(v) => set(name, typeof v === 'number' ? v : null)}
              />
            );
          } else if (isUploadField(field)) {
            input = (
              <TransitionUpload
                id={id}
                name={name}
                label={t(field.title)}
                field={field}
                entityId={entityId}
                value={typeof value === 'string' ? value : undefined}
                onChange={(v) => set(name, v)}
              />
            );
          } else if (field['x-widget'] === 'textarea') {
            input = (
              <Input.TextArea
                {...common}
                rows={4}
                maxLength={maxLength}
                showCount={maxLength !== undefined}
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => set(name, e.target.value)}
              />
            );
          } else {
            input = (
              <Input
                {...common}
                maxLength={maxLength}
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => set(name, e.target.value)}
              />
            );
          }
          return (
            <Form.Item
              key={name}
              label={t(field.title)}
              htmlFor={table ? undefined : id}
              required={required.has(name) || (table?.inputs.some((i) => i.required) ?? false)}
              validateStatus={error ? 'error' : undefined}
              help={error}
            >
              {input}
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}
