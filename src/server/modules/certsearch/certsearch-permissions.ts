/** Permission of the IAF CertSearch export (a button of schemas/menus/certificate.json). */
export const CERTSEARCH_EXPORT_PERM = 'isps:certsearch:export';

/** The folder (sys_file.biz) of the files the monthly job stores. */
export const CERTSEARCH_BIZ = 'certsearch';
