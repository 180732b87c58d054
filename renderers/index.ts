/**
 * The renderer's public entry: everything an app uses to show schema pages. The app imports the
 * renderer only from here; the modules behind it may move.
 *
 * - `RendererProvider` with the app's services (`data`: a DataProvider, locale, t, hasPermission)
 *   and, optionally, widgets / fields / templates merged over the built-in ones.
 * - `SchemaPage` renders a page by id; `DataProvider` is every read and write it makes.
 */
export { RendererProvider, useDataProvider, useRenderer } from './context';
export type {
  LiveTableLink,
  LiveTables,
  RendererComponents,
  RendererProviderProps,
  RendererServices,
} from './context';
export { resourceOf } from './data/data-provider';
export type {
  ActionRequest,
  DataProvider,
  DictItem,
  ListParams,
  ListResult,
  OptionListName,
  ReportChartInfo,
  ReportColumnInfo,
  ReportMeta,
  ReportQueryItem,
  ReportRow,
  ReportRows,
  ResourceRef,
  SliderChallenge,
  SliderPoint,
  SliderVerified,
  UniqueCheck,
  UploadTarget,
} from './data/data-provider';
export type { WorkflowHistoryEntry } from '../src/shared/workflow/history-entry';
export { SchemaPage } from './page/SchemaPage';
export { StandaloneForm } from './form/StandaloneForm';
export type { StandaloneFormProps } from './form/StandaloneForm';
export type { StandaloneFormSchema } from './form/standalone-form';
export { WidgetGallery } from './gallery/WidgetGallery';
export type { WidgetGalleryProps } from './gallery/WidgetGallery';
export { parseRowCount } from './gallery/generate-rows';
export type { SchemaPageProps } from './page/SchemaPage';
export type { LoadedDashboard, LoadedPage, LoadedSchemaPage } from './page/types';
// Also imported directly by the shell's layout: importing this entry statically would pull the whole
// renderer into the layout chunk.
export { useDialogTabWrap } from './form/dialog-tab-wrap';
export { BUILTIN_WIDGET_NAMES } from './widgets/widget-names';
export { saveBlob } from './save-blob';
export type { BuiltinWidgetName } from './widgets/widget-names';
export type { FieldWidgetProps } from './widgets/widget-props';
export { fieldStatusProps, isLocked, widgetOption } from './widgets/widget-props';
export { ChartPanel } from './chart';
export { ReportView } from './report';
export type { ChartKind, ChartPanelProps, ChartSeries } from './chart';
