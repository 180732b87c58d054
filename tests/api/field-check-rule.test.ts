/**
 * A field naming a check rule by code (`x-check-rule`, picked in the online form designer as
 * checkRuleCode): a value breaking the rule is refused on add and edit as a field error carrying the
 * rule's own message in the caller's language; a good value is accepted; an empty one is left to
 * the field's other rules.
 */
import { beforeAll, expect, it } from 'vitest';
import { runtimeEntity } from '../../src/server/modules/schema/registry';
import { createTableFromEntity } from '../../src/server/modules/crud/ddl/ddl';
import { describeOnOneBackend } from './helpers/suite';

describeOnOneBackend('fields naming a check rule', (t) => {
  const code = `rule_form_${t.backend === 'pglite' ? 'pg' : 'ps'}`;
  const url = (action: string) => `/online/data/${code}/${action}`;

  beforeAll(async () => {
    const rule = await t.admin.send('POST', '/sys/checkRule/add', {
      ruleName: '证书编号',
      ruleCode: 'cert_no_field',
      pattern: '^[A-Z]{2}\\d{6}$',
      message: '证书编号为2位大写字母加6位数字!',
      messageEn: 'A certificate number is 2 capital letters and 6 digits!',
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const added = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head: {
        tableName: code,
        tableTxt: '证书登记',
        tableTxtEn: 'Certificates',
        tableType: 1,
        formTemplate: 1,
      },
      fields: [
        {
          dbFieldName: 'subject',
          dbFieldTxt: '主题',
          dbType: 'string',
          dbLength: 64,
          fieldShowType: 'text',
          isShowList: 1,
          isShowForm: 1,
        },
        {
          dbFieldName: 'cert_no',
          dbFieldTxt: '证书编号',
          dbType: 'string',
          dbLength: 32,
          fieldShowType: 'text',
          isShowList: 1,
          isShowForm: 1,
          checkRuleCode: 'cert_no_field',
        },
      ],
      indexs: [],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const headId = added.body.result.id as string;
    expect((await t.admin.send('POST', '/online/cgform/head/publish', { id: headId })).status).toBe(200);
    await createTableFromEntity(t.app.db, runtimeEntity(t.app, code)!);
    await t.app.db
      .updateTable('onl_cgform_head')
      .set({ synced_version: 1 })
      .where('id', '=', headId)
      .execute();
  }, 120_000);

  it("publishes the rule as the field schema's x-check-rule and keeps it in the definition", async () => {
    expect(runtimeEntity(t.app, code)!.schema.properties.certNo).toMatchObject({
      'x-check-rule': 'cert_no_field',
    });
  });

  it("refuses a value breaking the rule on add and edit, with the rule's message as a field error", async () => {
    const bad = await t.admin.send('POST', url('add'), { subject: 'A', certNo: 'cn12' });
    expect(bad.status).toBe(422);
    expect(bad.body.result).toEqual([{ field: 'certNo', message: '证书编号为2位大写字母加6位数字!' }]);

    const good = await t.admin.send('POST', url('add'), { subject: 'B', certNo: 'CN123456' });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const id = good.body.result.id as string;
    const badEdit = await t.admin.send('PUT', url('edit'), { id, subject: 'B', certNo: 'CN1234567' });
    expect(badEdit.status).toBe(422);
    expect(badEdit.body.result).toEqual([{ field: 'certNo', message: '证书编号为2位大写字母加6位数字!' }]);
    expect((await t.admin.send('PUT', url('edit'), { id, subject: 'B', certNo: 'AB654321' })).status).toBe(
      200,
    );
    expect((await t.admin.send('POST', url('add'), { subject: 'C' })).status).toBe(200);
  });

  it("answers the rule's message in the caller's language", async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: url('add'),
      headers: {
        'x-access-token': await t.login(t.seed.admin.username, t.seed.admin.password),
        'accept-language': 'en-US',
      },
      payload: { subject: 'D', certNo: 'nope' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().result).toEqual([
      { field: 'certNo', message: 'A certificate number is 2 capital letters and 6 digits!' },
    ]);
  });

  it("offers the designer's 编码校验规则 column the rules by name (its table dictionary)", async () => {
    const r = await t.admin.get(
      `/sys/dict/loadDict/${encodeURIComponent('sys_check_rule,rule_name,rule_code')}?keyword=${encodeURIComponent('证书')}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.result).toContainEqual(
      expect.objectContaining({ value: 'cert_no_field', text: '证书编号' }),
    );
  });

  it('refuses a designer naming a rule on a number field or with a malformed code', async () => {
    const refused = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head: { tableName: `${code}_x`, tableTxt: '错误', tableType: 1, formTemplate: 1 },
      fields: [
        {
          dbFieldName: 'score',
          dbFieldTxt: '得分',
          dbType: 'int',
          dbLength: 10,
          fieldShowType: 'number',
          isShowForm: 1,
          checkRuleCode: 'cert_no_field',
        },
        {
          dbFieldName: 'note',
          dbFieldTxt: '备注',
          dbType: 'string',
          dbLength: 10,
          fieldShowType: 'text',
          isShowForm: 1,
          checkRuleCode: 'Bad Code',
        },
      ],
      indexs: [],
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('checkRuleCode');
  });
});
