/** Answers of the category dictionary (JeecgBoot's SysCategoryController wording on the zh-CN side). */
import type { MessagePair } from '../../http/i18n';
import { CATALOGUE } from '../../../shared/messages/catalogue';

export const CATEGORY_MSG = {
  badPcode: { 'zh-CN': '加载分类字典树参数有误.[null]!', 'en-US': 'The category tree needs a pcode' },
  unknownCode: (code: string): MessagePair => ({
    'zh-CN': `该编码【${code}】不存在，请核实!`,
    'en-US': `The code [${code}] does not exist, please check`,
  }),
  badPid: { 'zh-CN': '分类字典参数不合法', 'en-US': 'Invalid category parameter' },
  // SPEC §5 Tree select condition: the category tree reports its condition as the tree select does.
  badCondition: CATALOGUE.treeConditionInvalid,
  notFound: { 'zh-CN': '查询无果', 'en-US': 'Nothing found' },
  manyFound: (field: string, value: string): MessagePair => ({
    'zh-CN': `查询数据异常,[${field}]存在多个值:${value}`,
    'en-US': `More than one category has ${field} = ${value}`,
  }),
  idsRequired: { 'zh-CN': '请求参数ids不能为空！', 'en-US': 'ids is required' },
  validation: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
  noParent: { 'zh-CN': '父级节点不存在', 'en-US': 'The parent does not exist' },
  parentCycle: {
    'zh-CN': '父级节点不能是自身或其下级',
    'en-US': 'The parent cannot be the category itself or one under it',
  },
  hasChildren: (names: string): MessagePair => ({
    'zh-CN': `该分类下有子节点，请先删除下级：${names}`,
    'en-US': `This category has children; delete them first: ${names}`,
  }),
} as const;
