/** The texts of projects, notices and evaluations (zh-CN, en-US). */
import { MENU_PATHS } from '../../../shared/menu-paths';
export const PROJECT_MSG = {
  lastStage: {
    'zh-CN': '项目已处于最后一个阶段，无法继续推进',
    'en-US': 'The project is at its last stage and cannot move further',
  },
  staleStage: {
    'zh-CN': '项目阶段已被他人变更，请刷新后重试',
    'en-US': 'Someone else has changed the project stage; reload and try again',
  },
  firstStage: {
    'zh-CN': '项目已处于第一个阶段，无法退回',
    'en-US': 'The project is at its first stage and cannot go back',
  },
  noTemplate: {
    'zh-CN': '未找到该业务领域的阶段模板',
    'en-US': 'No stage template for this business domain',
  },
  unknownType: { 'zh-CN': '未知的业务类型', 'en-US': 'Unknown business type' },
  noStages: { 'zh-CN': '阶段模板没有任何阶段', 'en-US': 'The stage template has no stages' },
  stageNotAllowed: {
    'zh-CN': '阶段必须是项目阶段字典中的值',
    'en-US': 'The stage must be a value of the project stage dictionary',
  },
  projectNotFound: { 'zh-CN': '未找到对应项目', 'en-US': 'Project not found' },
  noticeExists: {
    'zh-CN': '该项目已有受理告知书，请编辑原记录',
    'en-US': 'This project already has an acceptance notice; edit that record',
  },
  noticeFileRequired: { 'zh-CN': '请上传受理告知书', 'en-US': 'Upload the acceptance notice' },
  noticeBadFile: {
    'zh-CN': '受理告知书须为您上传的PDF、图片或Word文件，且不超过10MB',
    'en-US': 'The acceptance notice must be a PDF, image or Word file you uploaded, at most 10 MB',
  },
  signedBadFile: {
    'zh-CN': '签字回执须为您上传的PDF或图片文件，且不超过5MB',
    'en-US': 'The signed copy must be a PDF or image file you uploaded, at most 5 MB',
  },
  signedBeforeNotice: {
    'zh-CN': '受理告知书尚未上传，无法上传签字回执',
    'en-US': 'The acceptance notice has not been uploaded yet',
  },
  customerOnlySigned: {
    'zh-CN': '客户只能上传签字回执',
    'en-US': 'Customers may only upload the signed copy',
  },
  staffOnlyNotice: { 'zh-CN': '签字回执由客户上传', 'en-US': 'The signed copy is uploaded by the customer' },
  noFile: { 'zh-CN': '文件不存在', 'en-US': 'No such file' },
  evaluationTooEarly: {
    'zh-CN': '现场审核阶段完成前不能评价',
    'en-US': 'The team can be evaluated only after the on-site audit stage',
  },
  evaluationTwice: {
    'zh-CN': '该项目已评价，不能重复评价',
    'en-US': 'This project has already been evaluated',
  },
  evaluationCustomerOnly: {
    'zh-CN': '只有项目所属企业的客户可以评价',
    'en-US': 'Only the customer of the project may evaluate it',
  },
} as const;

/**
 * The system message of a stage change, as a transition notify (server/workflow/notify.ts fills
 * the placeholders and stores both languages for every account of the company; each reads their own).
 */
export const STAGE_CHANGED_NOTIFY = {
  company: true,
  title: {
    'zh-CN': '项目阶段变更：{projectName}（{projectNo}）',
    'en-US': 'Project stage changed: {projectName} ({projectNo})',
  },
  content: {
    'zh-CN': '项目“{projectName}”（{projectNo}）已进入“{stageName}”阶段。{note}',
    'en-US': 'Project "{projectName}" ({projectNo}) is now at the stage "{stageNameEn}". {note}',
  },
  // Only the company's accounts receive it; they follow their projects on the progress page.
  openPage: MENU_PATHS.progress,
} as const;
