/** Message pairs of the workflow engine (server answers). */
import { CATALOGUE } from '../../shared/messages/catalogue';
import type { MessagePair } from '../http/i18n';

export const WORKFLOW_MSG = {
  notAllowedInState: {
    'zh-CN': '当前状态不允许此操作',
    'en-US': 'This action is not allowed in the current state',
  },
  done: CATALOGUE.operationOk,
  validation: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
} satisfies Record<string, MessagePair>;
