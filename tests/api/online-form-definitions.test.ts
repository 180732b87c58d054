/**
 * Online form definitions (src/server/modules/online/form): JeecgBoot's addAll/editAll
 * bodies write a definition in one transaction with table_version bumped on every edit; hostile or
 * malformed names, defaults, rules and widgets are refused with 422 naming the field; the designer's
 * generic CRUD path runs the same checks; copy names `<name>_copyN`; a definition exported as JSON
 * is imported into a fresh database as it was.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { api } from '../fixtures/crud-helpers';

/** Names carry the backend, telling the two backends' forms apart in their logs. */
const suffix = (backend: string) => (backend === 'pglite' ? 'pg' : 'ps');

function equipmentBody(name: string) {
  return {
    head: {
      tableName: name,
      tableTxt: '检验设备',
      tableTxtEn: 'Inspection equipment',
      tableType: '1',
      formTemplate: '2',
      isCheckbox: 'Y',
      isPage: 'Y',
      isTree: 'N',
      themeTemplate: 'normal',
    },
    fields: [
      // JeecgBoot lists its system columns as fields: skipped, every online table has them.
      { dbFieldName: 'id', dbFieldTxt: '主键', dbType: 'string', dbLength: 36, orderNum: 0 },
      {
        dbFieldName: 'equip_name',
        dbFieldTxt: '设备名称',
        dbFieldTxtEn: 'Name',
        dbType: 'string',
        dbLength: 100,
        dbIsNull: '0',
        fieldShowType: 'text',
        fieldMustInput: '1',
        isShowList: 1,
        isShowForm: 1,
        isQuery: 1,
        queryMode: 'single',
        orderNum: 1,
      },
      {
        dbFieldName: 'serial_no',
        dbFieldTxt: '出厂编号',
        dbFieldTxtEn: 'Serial number',
        dbType: 'string',
        dbLength: 50,
        fieldShowType: 'text',
        fieldValidType: 'only',
        isShowList: 1,
        isShowForm: 1,
        orderNum: 2,
      },
      {
        dbFieldName: 'check_date',
        dbFieldTxt: '检定日期',
        dbFieldTxtEn: 'Checked on',
        dbType: 'Date',
        fieldShowType: 'date',
        isShowList: 1,
        isShowForm: 1,
        isQuery: 1,
        queryMode: 'group',
        orderNum: 3,
      },
      {
        dbFieldName: 'status',
        dbFieldTxt: '状态',
        dbFieldTxtEn: 'Status',
        dbType: 'string',
        dbLength: 1,
        fieldShowType: 'list',
        dictField: 'valid_status',
        dbDefaultVal: '1',
        isShowList: 1,
        isShowForm: 1,
        orderNum: 4,
      },
      {
        dbFieldName: 'owner_code',
        dbFieldTxt: '负责人',
        dbType: 'string',
        dbLength: 64,
        fieldShowType: 'text',
        dbDefaultVal: '#{sysUserCode}',
        isShowList: 0,
        isShowForm: 1,
        orderNum: 5,
      },
      {
        dbFieldName: 'contact',
        dbFieldTxt: '联系电话',
        dbType: 'string',
        dbLength: 20,
        fieldShowType: 'text',
        fieldValidType: '^1[3-9]\\d{9}$',
        fieldValidMsg: '请输入手机号',
        isShowList: 1,
        isShowForm: 1,
        orderNum: 6,
      },
    ],
    indexs: [{ indexName: `${name}_serial_idx`, indexField: 'serial_no', indexType: 'unique' }],
  };
}

describe.each(backends())('online form definitions (%s)', (backend) => {
  const t = useTestApp(backend);
  const name = `equip_${suffix(backend)}`;
  let headId = '';

  beforeAll(async () => {
    const added = await t.admin.send('POST', '/online/cgform/api/addAll', equipmentBody(name));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    headId = added.body.result.id as string;
  }, 120_000);

  it('addAll stores the head, its fields in order (system columns skipped) and its indexes', async () => {
    const read = await t.admin.get(`/online/cgform/head/queryById?id=${headId}`);
    expect(read.status).toBe(200);
    expect(read.body.result).toMatchObject({
      tableName: name,
      tableTxt: '检验设备',
      tableTxtEn: 'Inspection equipment',
      tableType: 1,
      formTemplate: 2,
      tableVersion: 1,
    });
    expect(read.body.result.publishedVersion ?? null).toBeNull();
    const fields = read.body.result.fields as Array<Record<string, unknown>>;
    expect(fields.map((f) => f.dbFieldName)).toEqual([
      'equip_name',
      'serial_no',
      'check_date',
      'status',
      'owner_code',
      'contact',
    ]);
    expect(fields[2]).toMatchObject({ dbType: 'date', isQuery: 1, queryMode: 'group' });
    expect(fields[0]).toMatchObject({ dbIsNull: 0, fieldMustInput: 1 });
    expect(read.body.result.indexes).toMatchObject([
      { indexName: `${name}_serial_idx`, indexField: 'serial_no', indexType: 'unique' },
    ]);
    const list = await t.admin.get(`/online/cgform/head/list?tableName=${name}`);
    expect(list.body.result.records.map((r: { tableName: string }) => r.tableName)).toEqual([name]);
  });

  it('editAll replaces the fields in one go and bumps table_version, keeping the ids of fields it names', async () => {
    const before = (await t.admin.get(`/online/cgform/head/queryById?id=${headId}`)).body.result;
    const keep = (before.fields as Array<Record<string, unknown>>).filter((f) => f.dbFieldName !== 'contact');
    const body = {
      head: { ...equipmentBody(name).head, id: headId, tableTxt: '检验设备台账' },
      fields: [
        ...keep,
        {
          dbFieldName: 'location',
          dbFieldTxt: '存放地点',
          dbFieldTxtEn: 'Location',
          dbType: 'string',
          dbLength: 200,
          fieldShowType: 'textarea',
          orderNum: 9,
        },
      ],
      indexs: [],
    };
    const edited = await t.admin.send('PUT', '/online/cgform/api/editAll', body);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await t.admin.get(`/online/cgform/head/queryById?id=${headId}`)).body.result;
    expect(after).toMatchObject({ tableTxt: '检验设备台账', tableVersion: 2 });
    const fields = after.fields as Array<Record<string, unknown>>;
    expect(fields.map((f) => f.dbFieldName)).toEqual([
      'equip_name',
      'serial_no',
      'check_date',
      'status',
      'owner_code',
      'location',
    ]);
    expect(fields.find((f) => f.dbFieldName === 'equip_name')?.id).toBe(
      (before.fields as Array<Record<string, unknown>>)[0]!.id,
    );
    expect(after.indexes).toEqual([]);
  });

  it('refuses hostile and malformed definitions with 422 naming the field, and writes nothing', async () => {
    const legacy = `legacy_${suffix(backend)}`;
    await sql`create table ${sql.table(legacy)} (id integer)`.execute(t.app.db);
    const cases: Array<[string, (b: ReturnType<typeof equipmentBody>) => void, string]> = [
      ['quote in the table name', (b) => (b.head.tableName = "eq'x"), 'head.tableName'],
      ['semicolon in the table name', (b) => (b.head.tableName = 'eq;drop table sys_user'), 'head.tableName'],
      ['a system table', (b) => (b.head.tableName = 'sys_user'), 'head.tableName'],
      ['a reserved prefix', (b) => (b.head.tableName = 'onl_mine'), 'head.tableName'],
      ["the migrator's table", (b) => (b.head.tableName = 'kysely_migration'), 'head.tableName'],
      ['a table the database has already', (b) => (b.head.tableName = legacy), 'head.tableName'],
      ['64 characters', (b) => (b.head.tableName = `a${'b'.repeat(63)}`), 'head.tableName'],
      ['a reserved word', (b) => (b.head.tableName = 'select'), 'head.tableName'],
      ['upper case', (b) => (b.head.tableName = 'Equip'), 'head.tableName'],
      ['an existing definition', (b) => (b.head.tableName = name), 'head.tableName'],
      [
        'a field named like a system column',
        (b) => (b.fields[1]!.dbFieldName = 'company_id'),
        'fields[0].dbFieldName',
      ],
      ['a field with a quote', (b) => (b.fields[1]!.dbFieldName = 'na"me'), 'fields[0].dbFieldName'],
      [
        'a field name that maps to no property',
        (b) => (b.fields[1]!.dbFieldName = 'equip__name'),
        'fields[0].dbFieldName',
      ],
      ['a reserved word as a field', (b) => (b.fields[1]!.dbFieldName = 'order'), 'fields[0].dbFieldName'],
      ['a field twice', (b) => (b.fields[2]!.dbFieldName = 'equip_name'), 'fields[1].dbFieldName'],
      ['a script default', (b) => (b.fields[1]!.dbDefaultVal = '{{ alert(1) }}'), 'fields[0].dbDefaultVal'],
      [
        'an unknown system variable',
        (b) => (b.fields[1]!.dbDefaultVal = '#{sysPassword}'),
        'fields[0].dbDefaultVal',
      ],
      [
        'a default too long for the column',
        (b) => (b.fields[1]!.dbDefaultVal = 'x'.repeat(101)),
        'fields[0].dbDefaultVal',
      ],
      ['a catastrophic regex', (b) => (b.fields[6]!.fieldValidType = '^(a+)+$'), 'fields[5].fieldValidType'],
      [
        'a regex that does not compile',
        (b) => (b.fields[6]!.fieldValidType = '([a-z'),
        'fields[5].fieldValidType',
      ],
      ['a regex without a message', (b) => (b.fields[6]!.fieldValidMsg = ''), 'fields[5].fieldValidType'],
      ['a string of 4001 characters', (b) => (b.fields[1]!.dbLength = 4001), 'fields[0].dbLength'],
      ['an unknown widget', (b) => (b.fields[1]!.fieldShowType = 'script'), 'fields[0].fieldShowType'],
      [
        'a dictionary widget without a dictionary',
        (b) => (b.fields[4]!.dictField = ''),
        'fields[3].dictField',
      ],
      [
        'a dictionary table that is not an entity',
        (b) => Object.assign(b.fields[4]!, { dictTable: 'pg_user', dictText: 'usename' }),
        'fields[3].dictField',
      ],
      [
        'a linkage operator outside the allow-list',
        (b) =>
          Object.assign(b.fields[2]!, {
            linkage: JSON.stringify({ show: { method: [{ var: 'equip_name' }, 'toString'] } }),
          }),
        'fields[1].linkage',
      ],
      [
        'a linkage over an unknown field',
        (b) =>
          Object.assign(b.fields[2]!, {
            linkage: JSON.stringify({ hide: { '==': [{ var: 'password' }, '1'] } }),
          }),
        'fields[1].linkage',
      ],
    ];
    for (const [what, change, field] of cases) {
      const body = equipmentBody(`bad_${suffix(backend)}`);
      change(body);
      const answer = await t.admin.send('POST', '/online/cgform/api/addAll', body);
      expect(answer.status, what).toBe(422);
      expect(
        (answer.body.result as Array<{ field: string }>).map((e) => e.field),
        what,
      ).toContain(field);
    }
    const list = await t.admin.get(`/online/cgform/head/list?tableName=bad_${suffix(backend)}`);
    expect(list.body.result.records).toEqual([]);
  });

  it('answers the refusal in the request language', async () => {
    const body = equipmentBody('sys_mine');
    const token = await t.adminToken();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/online/cgform/api/addAll',
      headers: { 'x-access-token': token, 'accept-language': 'en-US' },
      payload: body,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().result[0]).toEqual({
      field: 'head.tableName',
      message:
        'The table name may not start with sys_, onl_, isps_, cust_, pg_ or kysely_ (reserved for the system)',
    });
  });

  it('the designer form (generic add/edit with the field grid) runs the same checks and bumps the version', async () => {
    const form = {
      tableName: `grid_${suffix(backend)}`,
      tableTxt: '网格',
      tableType: 1,
      fields: [
        {
          id: 'a'.repeat(32),
          dbFieldName: 'title',
          dbFieldTxt: '标题',
          dbType: 'string',
          dbLength: 50,
          fieldShowType: 'text',
          isShowList: 1,
          isShowForm: 1,
        },
      ],
    };
    const added = await t.admin.send('POST', '/online/cgform/head/add', form);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.result.id as string;
    const bad = await t.admin.send('PUT', '/online/cgform/head/edit', {
      id,
      tableName: 'user',
      tableTxt: '网格',
    });
    expect(bad.status).toBe(422);
    expect((bad.body.result as Array<{ field: string }>).map((e) => e.field)).toContain('head.tableName');
    const edited = await t.admin.send('PUT', '/online/cgform/head/edit', {
      id,
      tableName: form.tableName,
      tableTxt: '网格二',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const read = (await t.admin.get(`/online/cgform/head/queryById?id=${id}`)).body.result;
    expect(read).toMatchObject({ tableTxt: '网格二', tableVersion: 2 });
    expect(read.fields.map((f: { dbFieldName: string }) => f.dbFieldName)).toEqual(['title']);
    const hostileGrid = await t.admin.send('POST', '/online/cgform/head/add', {
      ...form,
      tableName: `grid2_${suffix(backend)}`,
      fields: [{ ...form.fields[0], dbFieldName: 'id' }],
    });
    expect(hostileGrid.status).toBe(422);
  });

  it('copy makes <name>_copy1, then _copy2, with the same fields and a fresh version', async () => {
    const first = await t.admin.send('POST', `/online/cgform/head/copy?id=${headId}`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.tableName).toBe(`${name}_copy1`);
    const second = await t.admin.send('POST', '/online/cgform/head/copy', { id: headId });
    expect(second.body.result.tableName).toBe(`${name}_copy2`);
    const copy = (await t.admin.get(`/online/cgform/head/queryById?id=${first.body.result.id}`)).body.result;
    expect(copy).toMatchObject({ tableName: `${name}_copy1`, tableVersion: 1 });
    expect(copy.fields.map((f: { dbFieldName: string }) => f.dbFieldName)).toEqual([
      'equip_name',
      'serial_no',
      'check_date',
      'status',
      'owner_code',
      'location',
    ]);
  });

  it('a definition exported as JSON is imported into a fresh database as it was; a clashing name is refused', async () => {
    const token = await t.adminToken();
    const exported = await t.app.inject({
      method: 'GET',
      url: `/online/cgform/head/exportJson?id=${headId}`,
      headers: { 'x-access-token': token },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain(`${name}.json`);
    const json = exported.json();
    expect(JSON.stringify(json)).not.toContain(headId);
    expect(json.head.tableName).toBe(name);

    const clash = await t.admin.send('POST', '/online/cgform/head/importJson', json);
    expect(clash.status).toBe(422);

    const fresh = await createTestApp(backend);
    try {
      const other = api(fresh.app, await fresh.login(fresh.seed.admin.username, fresh.seed.admin.password));
      const imported = await other.send('POST', '/online/cgform/head/importJson', json);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      const read = (await other.get(`/online/cgform/head/queryById?id=${imported.body.result.id}`)).body
        .result;
      const original = (await t.admin.get(`/online/cgform/head/queryById?id=${headId}`)).body.result;
      const strip = (fields: Array<Record<string, unknown>>) =>
        fields.map(
          ({
            id: _i,
            cgformHeadId: _h,
            createTime: _c,
            createBy: _b,
            updateTime: _u,
            updateBy: _ub,
            ...rest
          }) => rest,
        );
      expect(strip(read.fields)).toEqual(strip(original.fields));
      expect(read).toMatchObject({
        tableName: name,
        tableTxt: original.tableTxt,
        tableTxtEn: original.tableTxtEn,
        formTemplate: 2,
        tableVersion: 1,
      });
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('the definition routes need their codes', async () => {
    const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    expect(
      (await staff.send('POST', '/online/cgform/api/addAll', equipmentBody(`st_${suffix(backend)}`))).status,
    ).toBe(403);
    expect((await staff.get(`/online/cgform/head/exportJson?id=${headId}`)).status).toBe(403);
    expect((await staff.send('POST', `/online/cgform/head/publish?id=${headId}`)).status).toBe(403);
  });
});
