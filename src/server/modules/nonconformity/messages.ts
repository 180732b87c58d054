/** The texts of nonconformities (zh-CN, en-US). */
import type { MessagePair } from '../../http/i18n';
import { MENU_PATHS } from '../../../shared/menu-paths';

export const NC_MSG = {
  staffOnly: {
    'zh-CN': '不符合项由审核组开具',
    'en-US': 'Nonconformities are raised by the audit team',
  },
  evidenceRequired: {
    'zh-CN': '严重不符合项须上传整改证据',
    'en-US': 'A major nonconformity needs evidence files',
  },
  badEvidence: {
    'zh-CN': '证据文件须为您上传的PDF、图片、Office或ZIP文件，每个不超过10MB，最多5个',
    'en-US': 'Evidence must be PDF, image, Office or ZIP files you uploaded, at most 10 MB each and 5 in all',
  },
} as const satisfies Record<string, MessagePair>;

/** The refusal of a certification decision, naming the open major nonconformities. */
export function openMajorsMessage(open: ReadonlyArray<{ ncNo: string; clause: string }>): MessagePair {
  const zh = open.map((n) => `${n.ncNo}（条款 ${n.clause}）`).join('、');
  const en = open.map((n) => `${n.ncNo} (clause ${n.clause})`).join(', ');
  return {
    'zh-CN': `存在未关闭的严重不符合项，不能作出认证决定：${zh}`,
    'en-US': `No certification decision while major nonconformities are open: ${en}`,
  };
}

/** The company's system message when the team raises a nonconformity (workflow/notify.ts placeholders). */
export const NC_RAISED_NOTIFY = {
  company: true,
  title: {
    'zh-CN': '新的不符合项：{ncNo}',
    'en-US': 'New nonconformity: {ncNo}',
  },
  content: {
    'zh-CN':
      '项目“{projectName}”的审核开具了不符合项 {ncNo}（条款 {clause}），请在线答复原因分析、纠正和纠正措施。',
    'en-US':
      'The audit of project "{projectName}" raised nonconformity {ncNo} (clause {clause}); answer it online with the root cause, correction and corrective action.',
  },
  openPage: MENU_PATHS.myNonconformities,
} as const;
