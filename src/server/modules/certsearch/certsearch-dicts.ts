/** The export screen's choices (dictionaries, migration 0470): the file format and which certificates. */
import type { SeedDict } from '../../seed/dicts';

export const FORMAT_DICT = 'certsearch_format';
export const RANGE_DICT = 'certsearch_range';

export const CERTSEARCH_DICTS: SeedDict[] = [
  {
    code: FORMAT_DICT,
    name: 'CertSearch导出格式',
    nameEn: 'CertSearch export format',
    items: [
      ['xlsx', 'Excel (xlsx)', 'Excel (xlsx)'],
      ['xml', 'XML', 'XML'],
    ],
  },
  {
    code: RANGE_DICT,
    name: 'CertSearch导出范围',
    nameEn: 'CertSearch export range',
    items: [
      ['last', '上次导出后变更的证书', 'Certificates changed since the last export'],
      ['all', '全部证书', 'All certificates'],
    ],
  },
];
