/**
 * The renderer's texts a form page shows: the form and its dialog, the spinner while a part loads,
 * the boundary around a part that crashed, an unregistered widget. Kept apart from the rest of the
 * renderer's texts (messages.ts, which spreads these in) so a form page does not load the list,
 * query builder, import, picker and report texts, in both languages, to show a dozen of its own.
 *
 * The entries shared with the server and the shell come from the catalogue's file for a form page
 * (schemas/messages/catalogue-form.json, see src/shared/messages/catalogue.ts), each text written
 * once there.
 */
import catalogueForm from '../../schemas/messages/catalogue-form.json';
import { pairsOf } from '../../src/shared/messages/pairs-of';

const SHARED = pairsOf(catalogueForm);

export const FORM_MESSAGES = {
  // A form dialog's title by its mode.
  add: { 'zh-CN': '新增', 'en-US': 'Add' },
  edit: { 'zh-CN': '编辑', 'en-US': 'Edit' },
  detail: { 'zh-CN': '详情', 'en-US': 'Details' },
  close: { 'zh-CN': '关闭', 'en-US': 'Close' },
  submit: { 'zh-CN': '提交', 'en-US': 'Submit' },
  saveDraft: { 'zh-CN': '保存草稿', 'en-US': 'Save draft' },
  // A form tab (page.form.layout tabs) holding fields with errors.
  tabHasErrors: { 'zh-CN': '（有错误）', 'en-US': ' (has errors)' },
  operationOk: SHARED.operationOk,
  operationFailed: { 'zh-CN': '操作失败', 'en-US': 'The operation failed' },
  duplicate: SHARED.duplicate,
  loading: { 'zh-CN': '加载中', 'en-US': 'Loading' },
  // Robustness: a field naming an unregistered widget; a part of the page that crashed (the 500 page's text)
  unknownWidget: { 'zh-CN': '未知的组件：{name}', 'en-US': 'Unknown widget: {name}' },
  crashed: SHARED.serverCrashed,
  reload: SHARED.reload,
  chunkLoadFailed: SHARED.chunkLoadFailed,
} as const;

export type FormMessageKey = keyof typeof FORM_MESSAGES;
