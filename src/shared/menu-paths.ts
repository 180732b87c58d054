/**
 * The addresses of menu pages that code links to (a system message's 去处理, a dashboard's 查看): each
 * is the `url` of an entry of schemas/menus, named here once for the server and the shell.
 * tests/unit/menu-paths.test.ts fails when one is no menu's url, so a moved page cannot leave a link
 * that lands on 404.
 */
export const MENU_PATHS = {
  /** 我的申请 (customer). */
  myApplications: '/account/applies',
  /** 企业信息 (customer). */
  myCompany: '/account/company',
  /** 进度查询 (customer). */
  progress: '/progress/query',
  /** 不符合项整改 (customer). */
  myNonconformities: '/progress/nonconformity',
  /** 证书查询 (customer). */
  myCertificates: '/certificate/my',
  /** 满意度调查 (customer). */
  mySurveys: '/survey/my',
  /** 申请审核 (staff). */
  applicationReview: '/isps/apply-review',
  /** 项目管理 (staff). */
  projects: '/isps/project',
  /** 企业激活审核 (staff). */
  companyReview: '/system/company-review',
  /** 证书管理 (staff). */
  certificates: '/isps/certificate',
  /** IAF CertSearch导出 (staff). */
  certsearch: '/isps/certsearch',
} as const;

export type MenuPathName = keyof typeof MENU_PATHS;
