/** Message pairs of the generic CRUD endpoints (JeecgBoot's words on the zh-CN side). */
import { CATALOGUE } from '../../../shared/messages/catalogue';

export const CRUD_MSG = {
  added: { 'zh-CN': '添加成功！', 'en-US': 'Added successfully!' },
  edited: { 'zh-CN': '编辑成功!', 'en-US': 'Saved successfully!' },
  deleted: { 'zh-CN': '删除成功!', 'en-US': 'Deleted successfully!' },
  batchDeleted: { 'zh-CN': '批量删除成功!', 'en-US': 'Deleted the selected records!' },
  duplicate: CATALOGUE.duplicate,
  available: { 'zh-CN': '该值可用！', 'en-US': 'This value is available!' },
  badIds: { 'zh-CN': '参数不识别！', 'en-US': 'Invalid id parameter!' },
  selectOne: CATALOGUE.selectOne,
  importDone: { 'zh-CN': '文件导入成功！数据行数：', 'en-US': 'File imported. Rows: ' },
  importErrors: {
    'zh-CN': '导入失败，存在错误数据，未导入任何数据！请下载错误文件查看。',
    'en-US':
      'Import failed: some rows have errors, nothing was imported. Download the error file for details.',
  },
  importType: {
    'zh-CN': '只能导入.xls和.xlsx格式的文件！',
    'en-US': 'Only .xls and .xlsx files can be imported!',
  },
  importEmpty: { 'zh-CN': '文件中没有数据！', 'en-US': 'The file contains no data!' },
  importNoFile: CATALOGUE.noFileUploaded,
  importHeader: { 'zh-CN': '无法识别的表头', 'en-US': 'Unrecognised column header' },
} as const;
