/**
 * A 'view' row action's dialog: reads what a GET of the action's url answers for the row (e.g. a
 * survey's answer figures) and shows it read-only, as the page's schema describes it: labelled
 * values, then a table of one array of the answer. It knows no entity: keys and labels are data.
 */
import { Descriptions, Modal, Result, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import type { ActionDef, ViewValueDef } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { Loading } from '../Loading';
import type { Row } from './build-columns';
import { viewValueLines } from './view-values';
import { fillRowText, resolveRowUrl } from './visible-actions';

type Answer = Record<string, unknown>;

/** The answer's rows carry no key of their own that is sure to be unique: each gets its position. */
const ROW_KEY = '__viewRow';
function keyedRows(rows: unknown): Answer[] {
  return Array.isArray(rows)
    ? rows.map((r: unknown, i) => ({
        ...(r !== null && typeof r === 'object' ? (r as Answer) : {}),
        [ROW_KEY]: i,
      }))
    : [];
}
type ViewState =
  { status: 'loading' } | { status: 'ready'; answer: Answer } | { status: 'failed'; message: string };

export interface ViewDialogProps {
  action: ActionDef;
  row: Row;
  onClose(): void;
}

function ViewValue({ value, def }: { value: unknown; def: ViewValueDef }) {
  const text = useText();
  const lines = viewValueLines(value, def.item);
  if (lines === null) return <>{text('none')}</>;
  if (typeof lines === 'string') return <>{lines}</>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

function useViewAnswer(url: string): ViewState {
  const { data, locale } = useRenderer();
  const [state, setState] = useState<ViewState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    data.runAction({ method: 'GET', url }).then(
      (answer) => {
        if (!live) return;
        const result = answer.result;
        setState(
          answer.success && result !== null && typeof result === 'object'
            ? { status: 'ready', answer: result as Answer }
            : { status: 'failed', message: answer.message },
        );
      },
      () => live && setState({ status: 'failed', message: '' }),
    );
    return () => {
      live = false;
    };
    // The locale too: the answer's texts come in the request language.
  }, [data, url, locale]);
  return state;
}

export function ViewDialog({ action, row, onClose }: ViewDialogProps) {
  const { t } = useRenderer();
  const text = useText();
  const view = action.view!;
  const state = useViewAnswer(resolveRowUrl(view.url, row));
  const title = view.title ? fillRowText(t(view.title), row) : t(action.label);
  const tableRows = state.status === 'ready' && view.table ? state.answer[view.table.key] : undefined;

  return (
    <Modal open title={title} width={1000} footer={null} onCancel={onClose} destroyOnHidden>
      {state.status === 'loading' && (
        <Loading style={{ display: 'block', padding: 48 }} label={text('loading')} />
      )}
      {state.status === 'failed' && (
        <Result status="warning" title={text('loadFailed')} subTitle={state.message} />
      )}
      {state.status === 'ready' && (
        // Focusable: a long answer scrolls the dialog body and holds no control (WCAG 2.1.1).
        <div tabIndex={0} role="region" aria-label={title}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            {view.fields && view.fields.length > 0 && (
              <Descriptions
                bordered
                size="small"
                column={1}
                items={view.fields.map((def) => ({
                  key: def.key,
                  label: t(def.label),
                  children: <ViewValue value={state.answer[def.key]} def={def} />,
                }))}
              />
            )}
            {view.table && (
              <Table<Answer>
                size="small"
                bordered
                pagination={false}
                rowKey={ROW_KEY}
                caption={view.table.caption ? t(view.table.caption) : undefined}
                dataSource={keyedRows(tableRows)}
                columns={view.table.columns.map((def) => ({
                  key: def.key,
                  title: t(def.label),
                  render: (_v: unknown, record: Answer) => <ViewValue value={record[def.key]} def={def} />,
                }))}
              />
            )}
          </Space>
        </div>
      )}
    </Modal>
  );
}
