/** A small online report for the popup picker's DOM tests (memory provider `reports`). */
import type { MemoryReport } from '../../test-support/memory-reports';

export const COMPANY_REPORT: MemoryReport = {
  meta: {
    id: 'rp1',
    name: '客户单位',
    columns: [
      { title: '单位名称', dataIndex: 'name' },
      { title: '信用代码', dataIndex: 'creditCode' },
      { title: '联系人', dataIndex: 'contact' },
    ],
    dictOptions: {},
    query: [{ label: '单位名称', field: 'name', mode: 'single', view: 'text' }],
  },
  rows: [
    { id: 'c1', name: '东方船舶', creditCode: 'CC001', contact: '张三' },
    { id: 'c2', name: '南海港务', creditCode: 'CC002', contact: '李四' },
    { id: 'c3', name: '北方重工', creditCode: 'CC003', contact: '王五' },
  ],
};
