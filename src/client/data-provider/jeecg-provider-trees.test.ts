/** The provider's tree, category, dictionary-text and upload-removal calls in SPEC §7's URL grammar. */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../shared/envelope';
import { createJeecgProvider, type TransportRequest } from './jeecg-provider';

function recording() {
  const sent: TransportRequest[] = [];
  const provider = createJeecgProvider({
    request: <T>(config: TransportRequest) => {
      sent.push(config);
      return Promise.resolve({
        success: true,
        code: 200,
        message: '',
        result: [] as unknown as T,
        timestamp: 0,
      } as Envelope<T>);
    },
    download: () => Promise.resolve(),
    save: () => Promise.resolve({ success: true, code: 200, message: '', result: null, timestamp: 0 }),
    fetchBlob: () => Promise.resolve(new Blob()),
    cachedDict: () => [],
  });
  return { provider, sent };
}

describe('jeecg provider: trees and look-ups', () => {
  it('asks a table tree level and dictionary texts under /sys/dict', async () => {
    const { provider, sent } = recording();
    await provider.loadTreeData({
      tableName: 'sys_depart',
      text: 'departName',
      code: 'id',
      pidField: 'parentId',
      pid: '',
      condition: '{"a":"1"}',
    });
    await provider.loadDictTexts('sys_depart,departName,id', ['d1', 'd2']);
    expect(sent).toEqual([
      {
        url: '/sys/dict/loadTreeData',
        method: 'GET',
        params: {
          tableName: 'sys_depart',
          text: 'departName',
          code: 'id',
          pidField: 'parentId',
          pid: '',
          condition: '{"a":"1"}',
        },
      },
      { url: '/sys/dict/loadDictItem/sys_depart%2CdepartName%2Cid', method: 'GET', params: { key: 'd1,d2' } },
    ]);
  });

  it('reads the category tree through its five routes', async () => {
    const { provider, sent } = recording();
    await provider.loadCategoryTree({ pcode: 'B01' });
    await provider.loadCategoryTree({});
    await provider.loadCategoryTree({ pid: 'c1' });
    await provider.loadCategoryTree({ pid: 'c1', condition: '{"code":"B01A01"}' });
    await provider.loadCategoryOne('code', 'B01');
    await provider.loadCategoryTexts(['c1', 'c2']);
    expect(sent.map((s) => [s.url, s.params])).toEqual([
      ['/sys/category/loadTreeRoot', { async: true, pcode: 'B01' }],
      ['/sys/category/loadTreeRoot', { async: true, pcode: '0' }],
      ['/sys/category/loadTreeChildren', { pid: 'c1' }],
      ['/sys/category/loadTreeData', { pid: 'c1', pcode: undefined, condition: '{"code":"B01A01"}' }],
      ['/sys/category/loadOne', { field: 'code', val: 'B01' }],
      ['/sys/category/loadDictItem/', { ids: 'c1,c2' }],
    ]);
  });

  it('removes a temporary upload with DELETE /sys/common/upload?path=', async () => {
    const { provider, sent } = recording();
    await provider.deleteUpload('temp/a_1.png');
    expect(sent).toEqual([{ url: '/sys/common/upload', method: 'DELETE', params: { path: 'temp/a_1.png' } }]);
  });
});
