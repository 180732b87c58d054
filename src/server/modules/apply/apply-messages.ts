/** Message pairs of online applications (SPEC §5 "Apply online" gives the business-type limit's words). */
import type { MessagePair } from '../../http/i18n';

export const APPLY_MSG = {
  tooManyTypes: { 'zh-CN': '申请的业务类型最多10个', 'en-US': 'The applied types can be at most 10' },
  noType: { 'zh-CN': '请至少选择一个业务类型', 'en-US': 'Choose at least one business type' },
  unknownType: { 'zh-CN': '不是可申请的业务类型', 'en-US': 'Not a business type that can be applied for' },
  customersOnly: { 'zh-CN': '只有企业客户可以在线申请', 'en-US': 'Only customer accounts can apply online' },
  onlyDraftEdited: {
    'zh-CN': '只有草稿状态的申请可以修改',
    'en-US': 'Only a draft application can be edited',
  },
  onlyDraftDeleted: {
    'zh-CN': '只有草稿状态的申请可以删除',
    'en-US': 'Only a draft application can be deleted',
  },
  ownDraftsOnly: {
    'zh-CN': '只能删除本企业的申请草稿',
    'en-US': "Only your own company's draft applications can be deleted",
  },
  unitMissing: {
    'zh-CN': '请为每个业务类型填写执行单位',
    'en-US': 'Give every business type its executing unit',
  },
  unitForOtherType: {
    'zh-CN': '执行单位所属的业务类型不在申请中',
    'en-US': 'The executing unit names a business type the application does not hold',
  },
  unitTooLong: { 'zh-CN': '执行单位最多100个字符', 'en-US': 'An executing unit has at most 100 characters' },
  unitsMalformed: { 'zh-CN': '执行单位的格式不正确', 'en-US': 'The executing units are malformed' },
} satisfies Record<string, MessagePair>;

/** At most this many business types per application (SPEC §1, §5). */
export const MAX_BUSINESS_TYPES = 10;
