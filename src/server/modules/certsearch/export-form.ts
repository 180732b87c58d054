/**
 * GET /isps/certsearch/form → { form }: the export dialog (a standalone form schema the renderer's
 * `form` action draws): the file format and which certificates, both as radio buttons of their
 * dictionaries. The dialog then downloads GET /isps/certsearch/export with the chosen values.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { FORMAT_DICT, RANGE_DICT } from './certsearch-dicts';
import { CERTSEARCH_EXPORT_PERM } from './certsearch-permissions';
import { lastExportAt } from './certsearch-export';

export default async function exportFormRoute(app: FastifyInstance): Promise<void> {
  app.get('/isps/certsearch/form', { config: { permission: CERTSEARCH_EXPORT_PERM } }, async () => {
    const last = await lastExportAt(app.db);
    return ok({
      form: {
        $id: 'certsearch-export',
        title: { 'zh-CN': '导出到IAF CertSearch', 'en-US': 'Export for IAF CertSearch' },
        description: last
          ? {
              'zh-CN': `IAF CertSearch证书模板2.1。上次导出：${last.toISOString()}`,
              'en-US': `IAF CertSearch certification template 2.1. Last export: ${last.toISOString()}`,
            }
          : {
              'zh-CN': 'IAF CertSearch证书模板2.1。尚未导出过：将导出全部证书。',
              'en-US':
                'IAF CertSearch certification template 2.1. Nothing exported yet: every certificate goes out.',
            },
        required: ['format', 'since'],
        properties: {
          format: {
            type: 'string',
            title: { 'zh-CN': '文件格式', 'en-US': 'File format' },
            'x-dict': FORMAT_DICT,
            'x-widget': 'radio',
            default: 'xlsx',
          },
          since: {
            type: 'string',
            title: { 'zh-CN': '导出范围', 'en-US': 'Certificates' },
            'x-dict': RANGE_DICT,
            'x-widget': 'radio',
            default: last ? 'last' : 'all',
          },
        },
      },
    });
  });
}
