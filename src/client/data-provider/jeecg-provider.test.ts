import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../shared/envelope';
import type { DictItem, ResourceRef } from '../../../renderers';
import { createJeecgProvider, type TransportRequest } from './jeecg-provider';

const ok = <T>(result: T): Envelope<T> => ({ success: true, code: 200, message: '', result, timestamp: 0 });

function recording(
  answers: (config: TransportRequest) => Envelope<unknown> = () => ok(null),
  cached: DictItem[] = [],
) {
  const sent: TransportRequest[] = [];
  const downloads: Array<{ url: string; params: Record<string, unknown>; filename: string }> = [];
  const blobs: string[] = [];
  const provider = createJeecgProvider({
    request: <T>(config: TransportRequest) => {
      sent.push(config);
      return Promise.resolve(answers(config) as Envelope<T>);
    },
    download: (url, params, filename) => {
      downloads.push({ url, params, filename });
      return Promise.resolve();
    },
    save: (url, params) => {
      downloads.push({ url, params, filename: '' });
      return Promise.resolve({ success: true, code: 200, message: '', result: null, timestamp: 0 });
    },
    fetchBlob: (url) => {
      blobs.push(url);
      return Promise.resolve(new Blob(['x']));
    },
    cachedDict: () => cached,
  });
  return { provider, sent, downloads, blobs };
}

const contacts: ResourceRef = {
  api: {
    list: '/demo/contact/list',
    queryById: '/demo/contact/queryById',
    add: '/demo/contact/add',
    edit: '/demo/contact/edit',
    delete: '/demo/contact/delete',
    deleteBatch: '/demo/contact/deleteBatch',
    exportXls: '/demo/contact/exportXls',
    importExcel: '/demo/contact/importExcel',
  },
  entityApi: '/demo/contact',
  table: 'demo_contact',
};

describe('the JeecgBoot data provider', () => {
  it('reads pages, lists and records with the page api block', async () => {
    const { provider, sent } = recording();
    await provider.loadPage('sys-user list');
    await provider.getList(contacts, { pageNo: '2', pageSize: '10', name: '*张*' });
    await provider.getOne(contacts, 'r1');
    expect(sent).toEqual([
      { url: '/sys/schema/page/sys-user%20list', method: 'GET' },
      { url: '/demo/contact/list', method: 'GET', params: { pageNo: '2', pageSize: '10', name: '*张*' } },
      { url: '/demo/contact/queryById', method: 'GET', params: { id: 'r1' } },
    ]);
  });

  it('writes with POST add, PUT edit, DELETE delete?id and DELETE deleteBatch?ids', async () => {
    const { provider, sent } = recording();
    await provider.create(contacts, { name: '张三' });
    await provider.update(contacts, { id: 'r1', name: '李四' });
    await provider.deleteOne(contacts, 'r1');
    await provider.deleteMany(contacts, ['r1', 'r2']);
    expect(sent).toEqual([
      { url: '/demo/contact/add', method: 'POST', data: { name: '张三' } },
      { url: '/demo/contact/edit', method: 'PUT', data: { id: 'r1', name: '李四' } },
      { url: '/demo/contact/delete', method: 'DELETE', params: { id: 'r1' } },
      { url: '/demo/contact/deleteBatch', method: 'DELETE', params: { ids: 'r1,r2' } },
    ]);
  });

  it('answers a refusal without a request when the page names no url for the operation', async () => {
    const { provider, sent } = recording();
    const bare: ResourceRef = { ...contacts, api: {} };
    const answer = await provider.create(bare, { name: 'x' });
    expect(answer.success).toBe(false);
    await expect(provider.exportFile(bare, {}, 'a.xls')).rejects.toThrow();
    expect(sent).toEqual([]);
  });

  it('checks a unique value with table, column, value and the edited record', async () => {
    const { provider, sent } = recording();
    await provider.checkUnique(contacts, {
      field: 'orgCode',
      column: 'org_code',
      value: 'A01',
      dataId: 'abc',
    });
    await provider.checkUnique(contacts, { field: 'phone', column: 'mobile_no', value: 138 });
    expect(sent).toEqual([
      {
        url: '/sys/duplicate/check',
        method: 'GET',
        params: { tableName: 'demo_contact', fieldName: 'org_code', fieldVal: 'A01', dataId: 'abc' },
      },
      {
        url: '/sys/duplicate/check',
        method: 'GET',
        params: { tableName: 'demo_contact', fieldName: 'mobile_no', fieldVal: '138' },
      },
    ]);
  });

  it('runs a schema action with its body as query for GET/DELETE and as JSON otherwise', async () => {
    const { provider, sent } = recording();
    await provider.runAction({
      method: 'PUT',
      url: '/sys/user/frozenBatch',
      body: { ids: 'u1', status: '2' },
    });
    await provider.runAction({ method: 'DELETE', url: '/sys/user/x', body: { id: 'u1' } });
    expect(sent).toEqual([
      { url: '/sys/user/frozenBatch', method: 'PUT', data: { ids: 'u1', status: '2' } },
      { url: '/sys/user/x', method: 'DELETE', params: { id: 'u1' } },
    ]);
  });

  it('reads dictionaries from the login cache first, else once per code; searches by keyword', async () => {
    const items = [{ value: '1', text: '男' }];
    const cachedOnes = recording(() => ok([]), items);
    expect(await cachedOnes.provider.loadDict('sex')).toEqual(items);
    expect(cachedOnes.sent).toEqual([]);

    const { provider, sent } = recording(() => ok(items));
    await Promise.all([provider.loadDict('sex'), provider.loadDict('sex')]);
    await provider.searchDict('sys_user,realname,id', '张', 10);
    expect(sent).toEqual([
      { url: '/sys/dict/getDictItems/sex', method: 'GET' },
      {
        url: '/sys/dict/loadDict/sys_user%2Crealname%2Cid',
        method: 'GET',
        params: { keyword: '张', pageSize: 10 },
      },
    ]);
  });

  it('asks again for a dictionary that answered empty', async () => {
    const { provider, sent } = recording(() => ok([]));
    expect(await provider.loadDict('none')).toEqual([]);
    await provider.loadDict('none');
    expect(sent).toHaveLength(2);
  });

  it('reads the pickers option lists by name', async () => {
    const { provider, sent } = recording(() => ok([]));
    await provider.loadOptions('departTree');
    await provider.loadOptions('roles');
    expect((await provider.loadOptions('nothing')).success).toBe(false);
    expect(sent.map((s) => s.url)).toEqual(['/sys/sysDepart/queryTreeList', '/sys/role/queryall']);
  });

  it('uploads a file with biz, and imports files as files[]', async () => {
    const { provider, sent } = recording();
    await provider.upload(new File(['a'], 'a.png'), 'user');
    await provider.importFile(contacts, [new File(['x'], 'c.xlsx'), new File(['y'], 'd.xls')]);
    expect(sent[0]?.url).toBe('/sys/common/upload');
    expect(sent[0]?.method).toBe('POST');
    const upload = sent[0]?.data as FormData;
    expect((upload.get('file') as File).name).toBe('a.png');
    expect(upload.get('biz')).toBe('user');
    expect(upload.get('entity')).toBeNull();
    expect(sent[1]?.url).toBe('/demo/contact/importExcel');
    expect((sent[1]?.data as FormData).getAll('files[]').map((f) => (f as File).name)).toEqual([
      'c.xlsx',
      'd.xls',
    ]);
  });

  it("names the entity field an upload is for, so the server applies that field's limits", async () => {
    const { provider, sent } = recording();
    await provider.upload(new File(['a'], 'licence.png'), 'licence', {
      entity: 'cust_company',
      field: 'licence',
    });
    const upload = sent[0]?.data as FormData;
    expect([upload.get('biz'), upload.get('entity'), upload.get('field')]).toEqual([
      'licence',
      'cust_company',
      'licence',
    ]);
  });

  it('addresses stored files under /sys/common/static, and reads, saves and exports with the session', async () => {
    const { provider, downloads, blobs } = recording();
    expect(provider.fileUrl('temp/证书 1.png')).toBe('/sys/common/static/temp/%E8%AF%81%E4%B9%A6%201.png');
    expect(provider.fileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    await provider.fetchFile('user/a.png');
    await provider.downloadFile('import-errors/x.xlsx', '错误.xlsx');
    await provider.exportFile(contacts, { name: '*张*', selections: 'r1' }, '联系人.xls');
    // An action's file keeps the name the server gives it.
    await provider.downloadAction({ method: 'GET', url: '/isps/certsearch/export', body: { format: 'xml' } });
    expect(blobs).toEqual(['/sys/common/static/user/a.png']);
    expect(downloads).toEqual([
      { url: '/sys/common/static/import-errors/x.xlsx', params: {}, filename: '错误.xlsx' },
      { url: '/demo/contact/exportXls', params: { name: '*张*', selections: 'r1' }, filename: '联系人.xls' },
      { url: '/isps/certsearch/export', params: { format: 'xml' }, filename: '' },
    ]);
  });

  it('asks for a slider challenge and sends the drag track to verify it', async () => {
    const { provider, sent } = recording();
    await provider.sliderChallenge();
    await provider.sliderVerify('c1', [
      { x: 0, t: 0 },
      { x: 1000, t: 400 },
    ]);
    expect(sent).toEqual([
      { url: '/sys/slider/challenge', method: 'GET' },
      {
        url: '/sys/slider/verify',
        method: 'POST',
        data: {
          challengeId: 'c1',
          track: [
            { x: 0, t: 0 },
            { x: 1000, t: 400 },
          ],
        },
      },
    ]);
  });

  it('reads the user picker: a page of users, and the users of a stored value by username or id', async () => {
    const { provider, sent } = recording();
    await provider.queryPickerUsers({ username: 'li', departId: 'd1', pageNo: '1', pageSize: '5' });
    await provider.getPickerUsers(['li', 'wang'], 'username');
    await provider.getPickerUsers(['u1'], 'id');
    expect(sent).toEqual([
      {
        url: '/sys/user/queryUserComponentData',
        method: 'GET',
        params: { username: 'li', departId: 'd1', pageNo: '1', pageSize: '5' },
      },
      { url: '/sys/user/getMultiUser', method: 'GET', params: { usernames: 'li,wang' } },
      { url: '/sys/user/getMultiUser', method: 'GET', params: { ids: 'u1' } },
    ]);
  });
});
