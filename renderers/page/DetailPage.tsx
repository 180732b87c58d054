/**
 * A schema page of kind 'detail': one record, read-only, in groups of labelled values (dictionary
 * texts, formatted dates, pictures, download links; DetailValue, as in the row action 详情), never
 * an input; above it the page's own buttons that the user is allowed.
 */
import { Button, Card, Descriptions, Result, Space } from 'antd';
import { useMemo, useState } from 'react';
import { computeFieldStates } from '../../src/shared/linkage/field-states';
import { fileNamesKey } from '../../src/shared/schema/file-names';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';
import type { EntitySchema, PageActionDef, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { DetailValue } from '../form/DetailValue';
import { descriptionColumns, descriptionSpan } from '../form/form-layout';
import { FormDialog } from '../list/lazy-dialogs';
import type { FormData } from '../form/use-entity-form';
import { useText } from '../i18n/use-text';
import { useDicts } from '../widgets/use-dict';
import { widgetNameFor } from '../widgets/widget-name';
import { detailPageGroups } from './detail-page-groups';
import { useDetailRecord } from './use-detail-record';
import { HistoryTimeline } from './HistoryTimeline';
import { usePageRequest } from './use-page-request';
import { Loading } from '../Loading';

/** A page action the app provides (kind 'shell'), run with the record the page shows. */
export type PageActionHandler = (record: FormData) => void;

/** The app's page actions by the key a page's action names (e.g. changePassword). */
export type PageActionHandlers = Readonly<Record<string, PageActionHandler>>;

export interface DetailPageProps {
  page: PageSchema;
  entity: EntitySchema;
  /** The record's id for a page of `record: { query }` (default: that query parameter of the URL). */
  recordId?: string;
  pageActions?: PageActionHandlers;
}

/** A request action needs the record, and its visibleWhen (a rule that cannot be read hides it). */
function requestVisible(action: PageActionDef, record: FormData | undefined): boolean {
  if (!record || !action.request) return false;
  if (action.visibleWhen === undefined) return true;
  try {
    return logicTruthy(action.visibleWhen, record);
  } catch {
    return false;
  }
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The id in the page's query parameter, read once: a kept-alive tab keeps its record when the URL moves on. */
function useRecordId(page: PageSchema, given: string | undefined): string | undefined {
  const [fromUrl] = useState(() => {
    const source = page.record;
    if (given || typeof source !== 'object' || !('query' in source)) return undefined;
    return new URLSearchParams(globalThis.location?.search ?? '').get(source.query) ?? undefined;
  });
  return given ?? fromUrl;
}

function DetailGroups({
  page,
  entity,
  record,
}: {
  page: PageSchema;
  entity: EntitySchema;
  record: FormData;
}) {
  const { t } = useRenderer();
  const text = useText();
  const groups = useMemo(
    () => detailPageGroups(page, entity, computeFieldStates(entity['x-linkage'], record)),
    [page, entity, record],
  );
  const codes = groups.flatMap((g) => g.fields.map((f) => f.field['x-dict'] ?? '')).filter(Boolean);
  const dicts = useDicts(codes);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {groups.map((group) => (
        <Descriptions
          key={group.key}
          className="renderer-detail"
          title={group.title ? t(group.title) : undefined}
          bordered
          size="small"
          column={descriptionColumns(page.form?.columns)}
          items={group.fields.map(({ name, label, field }) => {
            const dictText = record[`${name}_dictText`];
            const empty = isEmpty(record[name]) && (typeof dictText !== 'string' || dictText === '');
            return {
              key: name,
              label: t(label),
              span: descriptionSpan(widgetNameFor(field), page.form?.columns),
              children: empty ? (
                text('none')
              ) : (
                <DetailValue
                  field={field}
                  value={record[name]}
                  dictText={dictText}
                  dicts={dicts}
                  fileNames={record[fileNamesKey(name)]}
                />
              ),
            };
          })}
        />
      ))}
    </Space>
  );
}

export function DetailPage({ page, entity, recordId, pageActions = {} }: DetailPageProps) {
  const { t, hasPermission } = useRenderer();
  const text = useText();
  const id = useRecordId(page, recordId);
  const { state, reload } = useDetailRecord(page, entity, id);
  const [editing, setEditing] = useState(false);
  const record = state.status === 'ready' ? state.record : undefined;

  const runRequest = usePageRequest(reload);
  // A shell action the app did not pass in has nothing to run: no button rather than a dead one.
  // A request action shows only while its visibleWhen holds for the record.
  const actions = (page.actions ?? []).filter(
    (a: PageActionDef) =>
      hasPermission(a.permission) &&
      (a.kind === 'edit' ||
        (a.kind === 'request' ? requestVisible(a, record) : Object.hasOwn(pageActions, a.key))),
  );
  const run = (action: PageActionDef) => {
    if (!record) return;
    if (action.kind === 'edit') setEditing(true);
    else if (action.kind === 'request') runRequest(action, record);
    else pageActions[action.key]?.(record);
  };
  const buttons = actions.map((a) => (
    <Button key={a.key} disabled={!record} onClick={() => run(a)}>
      {a.label ? t(a.label) : text('edit')}
    </Button>
  ));

  return (
    <Card
      title={t(page.title)}
      variant="borderless"
      extra={buttons.length > 0 ? <Space>{buttons}</Space> : undefined}
    >
      {state.status === 'loading' && (
        <Loading style={{ display: 'block', padding: 48 }} label={text('loading')} />
      )}
      {state.status === 'failed' && (
        <Result status="warning" title={text('loadFailed')} subTitle={state.message} />
      )}
      {record && <DetailGroups page={page} entity={entity} record={record} />}
      {record && page.history && entity['x-workflow'] && typeof record.id === 'string' && (
        <div style={{ marginTop: 24 }}>
          <HistoryTimeline page={page} entity={entity} recordId={record.id} version={record} />
        </div>
      )}
      {editing && record && (
        <FormDialog
          page={page}
          entity={entity}
          mode="edit"
          row={record}
          onClose={() => setEditing(false)}
          onSaved={reload}
        />
      )}
    </Card>
  );
}
