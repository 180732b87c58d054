/** Permission codes of certificates (buttons of schemas/menus/certificate.json). */
export const CERT_PERM = {
  list: 'isps:certificate:list',
  issue: 'isps:certificate:issue',
  reissue: 'isps:certificate:reissue',
  suspend: 'isps:certificate:suspend',
  restore: 'isps:certificate:restore',
  withdraw: 'isps:certificate:withdraw',
  cancel: 'isps:certificate:cancel',
  pdf: 'isps:certificate:pdf',
} as const;
