/**
 * The texts that more than one side shows — the server's answers, the shell (src/client/i18n) and
 * the renderer (renderers/i18n) — each written once, so a sentence cannot drift into two
 * spellings or two translations. Where SPEC gives the Chinese text, the zh-CN side is exactly it.
 * tests/unit/message-catalogue.test.ts fails when any catalogue gives a zh-CN text a second en-US text.
 */
import type { MessagePair } from './message-pair';

export const CATALOGUE = {
  // SPEC §8: status texts the server answers and the shell shows for the same status.
  forbidden: { 'zh-CN': '拒绝访问', 'en-US': 'Access denied' },
  notFound: { 'zh-CN': '很抱歉，资源未找到!', 'en-US': 'Sorry, the resource was not found!' },
  requestFailed: {
    'zh-CN': '请求出现错误，请稍后再试',
    'en-US': 'An error occurred, please try again later',
  },
  serverCrashed: { 'zh-CN': '抱歉，服务器出错了', 'en-US': 'Sorry, something went wrong on the server' },
  downloadFailed: { 'zh-CN': '文件下载失败', 'en-US': 'File download failed' },
  // The database's unique refusal (docs/contracts.md) and the form's own duplicate check.
  duplicate: {
    'zh-CN': '该值不可用，系统中已存在！',
    'en-US': 'This value is not available: it already exists!',
  },
  /** The server's default success message and the renderer's when an answer carries none. */
  operationOk: { 'zh-CN': '操作成功！', 'en-US': 'Done!' },
  // SPEC §5: batch delete without a selected row.
  selectOne: { 'zh-CN': '请选择一条记录！', 'en-US': 'Please select a record!' },
  // SPEC §5 Tree select condition: the tree select and category tree refuse it, on the server and in the field.
  treeConditionInvalid: {
    'zh-CN': '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    'en-US': 'The condition must be a JSON string of an object!',
  },
  // SPEC §8 upload failure; SPEC §5 file dialog confirmed without a file.
  uploadFailed: { 'zh-CN': '上传失败', 'en-US': 'Upload failed' },
  noFileUploaded: { 'zh-CN': '未上传任何文件', 'en-US': 'No file was uploaded' },
  /** Imported accounts' passwords: the server's announcement and the dialog and file that list them. */
  oneTimePasswords: { 'zh-CN': '一次性密码', 'en-US': 'One-time passwords' },
  // Boolean cells in spreadsheets and in lists, forms and queries.
  yes: { 'zh-CN': '是', 'en-US': 'Yes' },
  no: { 'zh-CN': '否', 'en-US': 'No' },
  // Buttons of both the shell and the renderer.
  ok: { 'zh-CN': '确定', 'en-US': 'OK' },
  cancel: { 'zh-CN': '取消', 'en-US': 'Cancel' },
  reload: { 'zh-CN': '重新加载', 'en-US': 'Reload' },
  // SPEC §8 and §9: a script or style chunk not loaded within 120 s (or refused) is a load error, not a spinner.
  chunkLoadFailed: {
    'zh-CN': '页面加载失败，请检查网络后重新加载',
    'en-US': 'The page could not be loaded. Check the network connection and reload.',
  },
  // SPEC §4 slider verification: the server's answer and the slider's label at full width.
  sliderPassed: { 'zh-CN': '验证通过', 'en-US': 'Verified' },
  // SPEC §8 cache refresh: the server's answer to refleshCache, and the 数据字典 button's failure.
  dictCacheRefreshed: { 'zh-CN': '刷新缓存完成！', 'en-US': 'Cache refreshed!' },
  dictCacheRefreshFailed: { 'zh-CN': '刷新缓存失败！', 'en-US': 'Cache refresh failed!' },
  // ISO/IEC 17021-1 9.6.5: the reason a certificate list's prompt starts with when suspending for a missed surveillance audit.
  surveillanceOverdueReason: { 'zh-CN': '监督审核未按期进行', 'en-US': 'Surveillance audit overdue' },
} as const satisfies Record<string, MessagePair>;

export type CatalogueKey = keyof typeof CATALOGUE;
export type { MessagePair };
