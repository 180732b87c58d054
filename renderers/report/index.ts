/** Online reports in the renderer: the report page's view and the parts the popup picker shares. */
export { ReportView, ReportTableView } from './ReportView';
export { ReportQueryForm } from './ReportQueryForm';
export { reportTableColumns, cellText, linkOf } from './report-columns';
export { useReportMeta, useReportRows } from './use-report';
