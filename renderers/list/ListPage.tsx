/** A schema list page: query form, toolbar, table and the dialogs they open. Logic lives in hooks. */
import { Card, Drawer } from 'antd';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import type { ActionDef, EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import type { FormMode } from '../form/FormDialog';
import { useExportXls } from '../excel/use-export-xls';
import { resourceOf } from '../data/data-provider';
import type { PageActionHandlers } from '../page/DetailPage';
import type { Row } from './build-columns';
import { FormDialog, ImportDialog, SuperQueryModal } from './lazy-dialogs';
import { ListTable } from './ListTable';
import { useReloadOnRevision } from './use-reload-on-revision';
import { ListToolbar } from './ListToolbar';
import { PromptDialog } from './PromptDialog';
import { TransitionDialog } from './TransitionDialog';
import { transitionHasFields, transitionOf } from './transition-action';
import { useRunTransition } from './use-run-transition';
import { SchemaFormDialog } from './lazy-form-action';
import { ViewDialog } from './ViewDialog';
import { QueryForm } from './QueryForm';
import { useListController } from './use-list-controller';
import { useSubTableView } from './use-sub-table-view';
import { useDownloadRow } from './use-download-row';
import { transitionQuestion } from './transition-question';
import { permittedActions, resolveRowTemplate, resolveRowUrl, toolbarActionsFor } from './visible-actions';

export interface ListPageProps {
  page: PageSchema;
  entity: EntitySchema;
  fixedFilter?: Record<string, string>;
  /** The app's handlers for row actions of kind `shell`, by key (e.g. a password dialog). */
  pageActions?: PageActionHandlers;
  /**
   * What a row's `subList` action shows in its drawer: the page renderer (SchemaPage) passes
   * itself, so a list can open any page kind without importing the renderer that contains it.
   */
  subPage?: ComponentType<SubPageProps>;
  /** The rows are read again (same query and page) whenever this changes after the first render. */
  revision?: number;
}

/** The props a sub page gets from the row that opened it. */
export interface SubPageProps {
  pageId: string;
  fixedFilter?: Record<string, string>;
}

const SUPER_QUERY: ActionDef = { kind: 'superQuery', key: 'superQuery' };
/** Toolbar actions that work on the chosen rows (an export without a choice exports the query). */
const ROWS_ACTIONS: ReadonlySet<ActionDef['kind']> = new Set(['batchDelete', 'confirm']);

export function ListPage({
  page,
  entity,
  fixedFilter,
  pageActions,
  subPage: SubPage,
  revision,
}: ListPageProps) {
  const { hasPermission, t, locale } = useRenderer();
  const controller = useListController({ page, entity, fixedFilter });
  useReloadOnRevision(revision, controller.reload);
  const [form, setForm] = useState<{ mode: FormMode; row?: Row } | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [superOpen, setSuperOpen] = useState(false);
  const [subList, setSubList] = useState<{ action: ActionDef; row: Row } | null>(null);
  const [prompt, setPrompt] = useState<{ action: ActionDef; row: Row } | null>(null);
  const [transition, setTransition] = useState<{ action: ActionDef; row: Row } | null>(null);
  const [formAction, setFormAction] = useState<{ action: ActionDef; row: Row } | null>(null);
  const [viewAction, setViewAction] = useState<{ action: ActionDef; row: Row } | null>(null);
  const exportXls = useExportXls(page, entity, controller);
  const subTables = useSubTableView(page, entity, controller.rows);

  // A shell action the app did not pass in has nothing to run: no button or link rather than a dead one.
  const shellProvided = useCallback(
    (a: ActionDef) => a.kind !== 'shell' || (pageActions !== undefined && Object.hasOwn(pageActions, a.key)),
    [pageActions],
  );
  // The list's total once read: what a toolbar action's visibleWhen reads.
  const knownTotal = controller.loaded ? controller.state.ipagination.total : null;
  const toolbar = useMemo(() => {
    // Without row checkboxes (page.selection false) the actions on chosen rows have nothing to act on.
    const allowed = toolbarActionsFor(
      permittedActions(page.toolbar, hasPermission),
      knownTotal === null ? null : { total: knownTotal },
    ).filter((a) => (page.selection !== false || !ROWS_ACTIONS.has(a.kind)) && shellProvided(a));
    const wantsSuperQuery = page.superQuery !== false && !allowed.some((a) => a.kind === 'superQuery');
    return wantsSuperQuery ? [...allowed, SUPER_QUERY] : allowed;
  }, [page.toolbar, page.superQuery, page.selection, hasPermission, shellProvided, knownTotal]);
  const rowActions = useMemo(
    () => permittedActions(page.rowActions, hasPermission).filter(shellProvided),
    [page.rowActions, hasPermission, shellProvided],
  );
  const selectable =
    page.selection !== false &&
    toolbar.some((a) => a.kind === 'batchDelete' || a.kind === 'export' || a.kind === 'confirm');
  const { deleteSelected, deleteOne, runRowRequest, reload, select } = controller;
  const selectedRowKeys = controller.state.selectedRowKeys;
  const feedback = useFeedback();
  const text = useText();
  const runTransition = useRunTransition(page, entity, reload);
  const downloadRow = useDownloadRow();

  const onToolbar = useCallback(
    (action: ActionDef) => {
      if (action.kind === 'add') setForm({ mode: 'add' });
      else if (action.kind === 'batchDelete') deleteSelected();
      else if (action.kind === 'export') void exportXls();
      else if (action.kind === 'import') setImportOpen(true);
      else if (action.kind === 'superQuery') setSuperOpen(true);
      // A page-wide shell action (e.g. 数据字典's 刷新缓存) acts on no row.
      else if (action.kind === 'shell') pageActions?.[action.key]?.({});
      // A toolbar form (e.g. an export's choices) acts on no row.
      else if (action.kind === 'form' && action.form && action.request) setFormAction({ action, row: {} });
      else if (action.kind === 'confirm' && action.request) {
        const ids = selectedRowKeys;
        const request = action.request;
        if (ids.length === 0) {
          feedback.warning(text('selectOne'));
          return;
        }
        feedback.confirm({
          title: action.confirm ? t(action.confirm) : text('confirmAction'),
          okText: text('ok'),
          cancelText: text('cancel'),
          onOk: async () => {
            await runRowRequest({ ...request, body: resolveRowTemplate(request.body, {}, ids) });
          },
        });
      }
    },
    [deleteSelected, exportXls, selectedRowKeys, feedback, text, t, runRowRequest, pageActions],
  );

  const onRow = useCallback(
    (action: ActionDef, row: Row) => {
      if (action.kind === 'edit' || action.kind === 'detail') setForm({ mode: action.kind, row });
      else if (action.kind === 'delete') void deleteOne(String(row.id ?? ''));
      else if (action.kind === 'confirm' && action.request) {
        void runRowRequest({
          ...action.request,
          url: resolveRowUrl(action.request.url, row),
          body: resolveRowTemplate(action.request.body, row),
        });
      } else if (action.kind === 'prompt' && action.request && action.prompt) setPrompt({ action, row });
      else if (action.kind === 'subList' && action.page) setSubList({ action, row });
      else if (action.kind === 'form' && action.form && action.request) setFormAction({ action, row });
      else if (action.kind === 'view' && action.view) setViewAction({ action, row });
      else if (action.kind === 'download' && action.request) void downloadRow(action, row);
      else if (action.kind === 'shell') pageActions?.[action.key]?.(row);
      else if (action.kind === 'transition') {
        if (transitionHasFields(entity, action)) setTransition({ action, row });
        else void runTransition(action, row);
      }
    },
    [deleteOne, runRowRequest, pageActions, entity, runTransition, downloadRow],
  );

  const afterWrite = useCallback(() => {
    select([]);
    reload();
  }, [select, reload]);

  return (
    <Card variant="borderless" className="renderer-list-page">
      <QueryForm fields={page.query ?? []} entity={entity} onSearch={controller.search} />
      <ListToolbar
        actions={toolbar}
        selectedCount={controller.state.selectedRowKeys.length}
        superQueryActive={controller.state.superQueryParams !== ''}
        onAction={onToolbar}
        onClearSelection={() => select([])}
        onClearSuperQuery={() => controller.applySuperQuery([], 'and')}
        onUploaded={() => reload(true)}
      />
      <ListTable
        page={page}
        entity={entity}
        controller={controller}
        rowActions={rowActions}
        selectable={selectable}
        onRun={onRow}
        subTableProps={subTables.table}
      />
      {subTables.panel}
      {form && (
        <FormDialog
          page={page}
          entity={entity}
          mode={form.mode}
          row={form.row}
          presets={fixedFilter}
          onClose={() => setForm(null)}
          onSaved={afterWrite}
        />
      )}
      {importOpen && page.api.importExcel && (
        <ImportDialog
          resource={resourceOf(page, entity)}
          onClose={() => setImportOpen(false)}
          onOk={() => reload(true)}
        />
      )}
      <SuperQueryModal
        open={superOpen}
        entity={entity}
        saveKey={page.$id}
        onClose={() => setSuperOpen(false)}
        onApply={(lines, matchType) => controller.applySuperQuery(lines, matchType)}
      />
      {prompt?.action.request && (
        <PromptDialog
          action={prompt.action}
          row={prompt.row}
          onClose={() => setPrompt(null)}
          onSubmit={(input) => {
            const request = prompt.action.request!;
            return runRowRequest({
              ...request,
              url: resolveRowUrl(request.url, prompt.row),
              body: resolveRowTemplate(request.body, prompt.row, [], input),
            });
          }}
        />
      )}
      {formAction && (
        <SchemaFormDialog
          action={formAction.action}
          row={formAction.row}
          onClose={() => setFormAction(null)}
          onDone={reload}
        />
      )}
      {viewAction && (
        <ViewDialog action={viewAction.action} row={viewAction.row} onClose={() => setViewAction(null)} />
      )}
      {transition && transitionOf(entity, transition.action) && (
        <TransitionDialog
          transition={transitionOf(entity, transition.action)!}
          row={transition.row}
          entityId={entity.$id}
          question={transitionQuestion(
            transitionOf(entity, transition.action)!,
            transition.row,
            entity,
            locale,
            t,
          )}
          onClose={() => setTransition(null)}
          onSubmit={(input) => runTransition(transition.action, transition.row, input)}
        />
      )}
      <Drawer
        open={subList !== null}
        size={900}
        title={subList ? t(subList.action.label) : ''}
        onClose={() => setSubList(null)}
        destroyOnHidden
      >
        {subList?.action.page && SubPage && (
          // Focusable: a read-only page (a detail, a history) taller than the drawer must still scroll by keyboard.
          <div tabIndex={0} role="region" aria-label={t(subList.action.label)}>
            <SubPage
              pageId={subList.action.page}
              fixedFilter={resolveRowTemplate(subList.action.filter, subList.row)}
            />
          </div>
        )}
      </Drawer>
    </Card>
  );
}
