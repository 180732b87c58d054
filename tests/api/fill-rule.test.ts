/**
 * Numbering rules (填值规则; docs/contracts.md "Numbering rules"): the generic CRUD of
 * sys_fill_rule with its pattern checks, PUT /sys/fillRule/executeRuleByCode/{code} (consecutive,
 * distinct under concurrency, restarting per period, its own permission code), and an online form
 * whose field default is `${rule_code}`: published, synced and numbered by the server on add.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { grant } from '../fixtures/crud-helpers';

const suffix = (backend: string) => (backend === 'pglite' ? 'pg' : 'ps');

const pad2 = (n: number) => String(n).padStart(2, '0');
function todayParts(): { yyyy: string; MM: string; dd: string } {
  const now = new Date();
  return { yyyy: String(now.getFullYear()), MM: pad2(now.getMonth() + 1), dd: pad2(now.getDate()) };
}

describe.each(backends())('numbering rules (%s)', (backend) => {
  const t = useTestApp(backend);
  const s = suffix(backend);

  async function addRule(ruleCode: string, pattern: string, reset = 'none'): Promise<void> {
    const added = await t.admin.send('POST', '/sys/fillRule/add', {
      ruleName: `规则 ${ruleCode}`,
      ruleCode,
      pattern,
      reset,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }

  async function draw(
    code: string,
    token?: string,
  ): Promise<{ status: number; body: { success: boolean; message: string; result: unknown } }> {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/sys/fillRule/executeRuleByCode/${code}`,
      headers: { 'x-access-token': token ?? (await t.adminToken()) },
      payload: {},
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function addInLanguage(lang: string, body: Record<string, unknown>) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sys/fillRule/add',
      headers: { 'x-access-token': await t.adminToken(), 'accept-language': lang },
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('adds, lists with a preview of the next number, edits and deletes rules, refusing bad patterns with clear messages', async () => {
    const { yyyy, MM } = todayParts();
    await addRule('order_no', 'CD{yyyy}{MM}-{seq:4}', 'month');
    const list = await t.admin.get('/sys/fillRule/list?ruleCode=order_no');
    expect(list.status).toBe(200);
    expect(list.body.result.records).toMatchObject([
      { ruleCode: 'order_no', pattern: 'CD{yyyy}{MM}-{seq:4}', reset: 'month' },
    ]);
    const id = list.body.result.records[0].id as string;
    // The row action 预览编号 shows the next number without using it up.
    for (let i = 0; i < 2; i += 1) {
      const preview = await t.admin.send('POST', '/sys/fillRule/preview', { id });
      expect(preview.body).toMatchObject({
        success: true,
        result: `CD${yyyy}${MM}-0001`,
        message: `下一个编号：CD${yyyy}${MM}-0001（预览，未取号）`,
      });
    }

    const refused: Array<[string, Record<string, unknown>, string, string]> = [
      [
        'no counter',
        { pattern: 'CD{yyyy}' },
        '编号格式必须包含一个流水号 {seq:N}',
        'The pattern needs one counter {seq:N}',
      ],
      [
        'two counters',
        { pattern: '{seq:2}-{seq:3}' },
        '编号格式只能包含一个流水号 {seq:N}',
        'The pattern may hold only one counter {seq:N}',
      ],
      [
        'an unknown token',
        { pattern: '{java.lang.Runtime}{seq:3}' },
        '未知的占位符 {java.lang.Runtime}',
        'Unknown placeholder {java.lang.Runtime}',
      ],
      [
        'a counter too wide',
        { pattern: 'A{seq:20}' },
        '流水号占位符 {seq:20} 应写作 {seq:N}，N 为 1–12',
        'The counter {seq:20} must read {seq:N} with N from 1 to 12',
      ],
      [
        'an unmatched brace',
        { pattern: 'A{seq:3' },
        '编号格式的花括号不成对',
        'The pattern has an unmatched brace',
      ],
      [
        'a daily reset without the day',
        { pattern: 'A{yyyy}{MM}{seq:3}', reset: 'day' },
        '按年/月/日重置流水号时',
        'A counter that restarts every year/month/day',
      ],
    ];
    for (const [what, change, zh, en] of refused) {
      const body = { ruleName: what, ruleCode: 'bad_rule', pattern: 'X{seq:2}', reset: 'none', ...change };
      const inZh = await addInLanguage('zh-CN', body);
      expect(inZh.status, what).toBe(422);
      expect(inZh.body.result, what).toEqual([{ field: 'pattern', message: expect.stringContaining(zh) }]);
      const inEn = await addInLanguage('en-US', body);
      expect(inEn.body.result[0].message, what).toContain(en);
    }
    const badCode = await t.admin.send('POST', '/sys/fillRule/add', {
      ruleName: '大写',
      ruleCode: 'Order-No',
      pattern: 'X{seq:2}',
      reset: 'none',
    });
    expect(badCode.status).toBe(422);
    expect(badCode.body.result).toContainEqual({
      field: 'ruleCode',
      message: '规则编码以小写字母开头，由小写字母、数字或下划线组成!',
    });
    const duplicate = await t.admin.send('POST', '/sys/fillRule/add', {
      ruleName: '重复',
      ruleCode: 'order_no',
      pattern: 'X{seq:2}',
      reset: 'none',
    });
    expect(duplicate.status, JSON.stringify(duplicate.body)).toBe(409);
    expect(
      await t.app.db
        .selectFrom('sys_fill_rule')
        .select('rule_code')
        .where('rule_code', '=', 'bad_rule')
        .execute(),
    ).toEqual([]);

    // An edit is checked as an add is: dropping the month from a monthly rule is refused.
    const noMonth = await t.admin.send('PUT', '/sys/fillRule/edit', {
      id,
      ruleName: '订单号',
      pattern: 'CD{yyyy}-{seq:4}',
      reset: 'month',
    });
    expect(noMonth.status, JSON.stringify(noMonth.body)).toBe(422);
    expect(noMonth.body.result).toEqual([
      { field: 'pattern', message: expect.stringContaining('按年/月/日重置流水号时') },
    ]);
    const edited = await t.admin.send('PUT', '/sys/fillRule/edit', {
      id,
      ruleName: '订单号',
      pattern: 'CD{yy}{MM}-{seq:5}',
      reset: 'month',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // The code is what forms name: it is set once.
    const recoded = await t.admin.send('PUT', '/sys/fillRule/edit', {
      id,
      ruleName: '订单号',
      ruleCode: 'other_no',
      pattern: 'CD{yy}{MM}-{seq:5}',
      reset: 'month',
    });
    expect(recoded.status).toBe(422);
    const read = await t.admin.get(`/sys/fillRule/queryById?id=${id}`);
    expect(read.body.result).toMatchObject({
      ruleName: '订单号',
      ruleCode: 'order_no',
      pattern: 'CD{yy}{MM}-{seq:5}',
      nextValue: `CD${yyyy.slice(2)}${MM}-00001`,
    });

    expect((await draw('order_no')).body.result).toBe(`CD${yyyy.slice(2)}${MM}-00001`);
    const deleted = await t.admin.send('DELETE', `/sys/fillRule/delete?id=${id}`);
    expect(deleted.status).toBe(200);
    // Its counters go with it: a new rule of the same code starts again.
    expect(
      await t.app.db
        .selectFrom('sys_fill_rule_seq')
        .select('rule_code')
        .where('rule_code', '=', 'order_no')
        .execute(),
    ).toEqual([]);
    const gone = await draw('order_no');
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, message: '该编码不存在' });
  });

  it('lists the rules that number projects, certificates and applications, keeps them from deletion, takes an edit of their pattern', async () => {
    const list = await t.admin.get('/sys/fillRule/list?ruleCode=isps_*&pageSize=50');
    expect(list.status).toBe(200);
    const records = list.body.result.records as Array<{ id: string; ruleCode: string; pattern: string }>;
    expect(Object.fromEntries(records.map((r) => [r.ruleCode, r.pattern]))).toMatchObject({
      isps_apply_no: 'AP{yyyy}{MM}{dd}{HH}{mm}{ss}{seq:4}',
      isps_project_no: 'P{yyyy}{MM}{seq:4}',
      isps_certificate_no: 'CD-{field:domain}-{yyyy}-{seq:6}',
    });
    const certificateRule = records.find((r) => r.ruleCode === 'isps_certificate_no')!;
    const refused = await t.admin.send('DELETE', `/sys/fillRule/delete?id=${certificateRule.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '填值规则【isps_certificate_no】用于系统编号（项目、证书、申请），不能删除；可修改其名称、格式和重置周期',
    );
    const batch = await t.admin.send(
      'DELETE',
      `/sys/fillRule/deleteBatch?ids=${records.map((r) => r.id).join(',')}`,
    );
    expect(batch.status).toBe(409);
    expect(
      await t.app.db
        .selectFrom('sys_fill_rule')
        .select('rule_code')
        .where('rule_code', 'like', 'isps_%')
        .execute(),
    ).toHaveLength(3);
    // The caller's field shows as written in the preview: the list has no business domain.
    const read = await t.admin.get(`/sys/fillRule/queryById?id=${certificateRule.id}`);
    expect(read.body.result.nextValue).toMatch(/^CD-\{field:domain\}-\d{4}-\d{6}$/);
    const edited = await t.admin.send('PUT', '/sys/fillRule/edit', {
      id: certificateRule.id,
      ruleName: '证书编号',
      pattern: 'CERT-{field:domain}{yyyy}{seq:6}',
      reset: 'year',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await t.admin.send('PUT', '/sys/fillRule/edit', {
      id: certificateRule.id,
      ruleName: '证书编号',
      pattern: 'CD-{field:domain}-{yyyy}-{seq:6}',
      reset: 'year',
    });
  });

  it('draws consecutive values with the date and the caller, answers an unknown code in both languages', async () => {
    const { yyyy, MM, dd } = todayParts();
    await addRule('visit_no', 'V{yyyy}{MM}{dd}-{username}-{seq:3}', 'day');
    const first = await draw('visit_no');
    expect(first).toMatchObject({
      status: 200,
      body: { success: true, result: `V${yyyy}${MM}${dd}-${t.seed.admin.username}-001` },
    });
    expect((await draw('visit_no')).body.result).toBe(`V${yyyy}${MM}${dd}-${t.seed.admin.username}-002`);

    const unknown = await draw('no_such_rule');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('该编码不存在');
    const en = await t.app.inject({
      method: 'PUT',
      url: '/sys/fillRule/executeRuleByCode/no_such_rule',
      headers: { 'x-access-token': await t.adminToken(), 'accept-language': 'en-US' },
    });
    expect(en.json().message).toBe('The rule does not exist');
    expect((await draw('DROP%20TABLE')).status).toBe(404);
  });

  it('gives 20 concurrent draws 20 distinct consecutive numbers', async () => {
    await addRule('burst_no', 'B-{seq:4}');
    const answers = await Promise.all(Array.from({ length: 20 }, () => draw('burst_no')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const values = answers.map((a) => String(a.body.result)).sort();
    expect(values).toEqual(Array.from({ length: 20 }, (_, i) => `B-${String(i + 1).padStart(4, '0')}`));
  });

  it('restarts a daily counter in a new period and keeps a never-resetting one going', async () => {
    const { yyyy, MM, dd } = todayParts();
    await addRule('daily_no', 'D{yyyy}{MM}{dd}{seq:2}', 'day');
    await addRule('plain_no', 'P{seq:2}', 'none');
    expect((await draw('daily_no')).body.result).toBe(`D${yyyy}${MM}${dd}01`);
    expect((await draw('daily_no')).body.result).toBe(`D${yyyy}${MM}${dd}02`);
    expect((await draw('plain_no')).body.result).toBe('P01');
    const counters = await t.app.db
      .selectFrom('sys_fill_rule_seq')
      .select(['rule_code', 'period', 'last_value'])
      .where('rule_code', 'in', ['daily_no', 'plain_no'])
      .orderBy('rule_code')
      .execute();
    expect(counters.map((c) => [c.rule_code, c.period, Number(c.last_value)])).toEqual([
      ['daily_no', `${yyyy}${MM}${dd}`, 2],
      ['plain_no', '', 1],
    ]);
    // As if the day had changed: today's counter becomes a past day's, so today starts again at 01.
    await t.app.db
      .updateTable('sys_fill_rule_seq')
      .set({ period: '20000101' })
      .where('rule_code', '=', 'daily_no')
      .execute();
    expect((await draw('daily_no')).body.result).toBe(`D${yyyy}${MM}${dd}01`);
    expect((await draw('plain_no')).body.result).toBe('P02');
  });

  it('needs a login and the code system:fillrule:execute to draw', async () => {
    await addRule('perm_no', 'N{seq:3}');
    const anonymous = await t.app.inject({ method: 'PUT', url: '/sys/fillRule/executeRuleByCode/perm_no' });
    expect(anonymous.statusCode).toBe(401);
    const staffToken = await t.login(t.seed.staff.username, t.seed.staff.password);
    const refused = await draw('perm_no', staffToken);
    expect(refused.status).toBe(403);
    // The list code alone shows the rules but does not draw.
    await grant(t.app.db, 'staff', ['system:fillrule:list']);
    const listToken = await t.login(t.seed.staff.username, t.seed.staff.password);
    expect((await draw('perm_no', listToken)).status).toBe(403);
    expect(
      await t.app.db
        .selectFrom('sys_fill_rule_seq')
        .select('rule_code')
        .where('rule_code', '=', 'perm_no')
        .execute(),
    ).toEqual([]);
    await grant(t.app.db, 'staff', ['system:fillrule:execute']);
    const allowed = await draw('perm_no', await t.login(t.seed.staff.username, t.seed.staff.password));
    expect(allowed).toMatchObject({ status: 200, body: { result: 'N001' } });
  });

  describe('an online form default ${rule_code}', () => {
    const field = (name: string, txt: string, extra: Record<string, unknown> = {}) => ({
      dbFieldName: name,
      dbFieldTxt: txt,
      dbType: 'string',
      dbLength: 32,
      fieldShowType: 'text',
      isShowList: 1,
      isShowForm: 1,
      ...extra,
    });

    it('is refused for a missing rule or a non-text field, published, synced and numbered on add', async () => {
      const { yyyy } = todayParts();
      const code = `fr_bill_${s}`;
      const body = (extra: Record<string, unknown>) => ({
        head: { tableName: code, tableTxt: '单据', tableType: 1 },
        fields: [
          field('subject', '事由', { fieldMustInput: 1 }),
          field('bill_no', '单号', { fieldMustInput: 1, dbDefaultVal: '${bill_rule}', ...extra }),
        ],
      });
      const missing = await t.admin.send('POST', '/online/cgform/api/addAll', body({}));
      expect(missing.status).toBe(422);
      expect(missing.body.result).toEqual([
        {
          field: 'fields[1].dbDefaultVal',
          message: '字段“单号”：填值规则【bill_rule】不存在，请先在 系统管理 → 填值规则 中创建',
        },
      ]);

      await addRule('bill_rule', 'BILL{yyyy}-{seq:3}');
      const onInt = await t.admin.send('POST', '/online/cgform/api/addAll', body({ dbType: 'int' }));
      expect(onInt.status).toBe(422);
      expect(onInt.body.result).toContainEqual({
        field: 'fields[1].dbDefaultVal',
        message: '字段“单号”：填值规则 ${规则编码} 只能用于字符串或文本字段',
      });

      const added = await t.admin.send('POST', '/online/cgform/api/addAll', body({}));
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const id = added.body.result.id as string;
      const published = await t.admin.send('POST', `/online/cgform/head/publish?id=${id}`);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      const synced = await t.admin.send('POST', '/online/cgform/head/doDbSynch', { id, confirm: [] });
      expect(synced.status, JSON.stringify(synced.body)).toBe(200);

      // The form neither asks for the number nor shows a default: the server draws it.
      const page = (await t.admin.get(`/sys/schema/page/online-${code}`)).body.result;
      expect(page.entity.properties.billNo).toMatchObject({ 'x-default-rule': 'bill_rule', maxLength: 32 });
      expect(page.entity.properties.billNo.default).toBeUndefined();
      expect(page.entity.required).toEqual(['subject']);

      for (const subject of ['一', '二']) {
        const record = await t.admin.send('POST', `/online/data/${code}/add`, { subject });
        expect(record.status, JSON.stringify(record.body)).toBe(200);
      }
      const kept = await t.admin.send('POST', `/online/data/${code}/add`, {
        subject: '三',
        billNo: 'HAND-1',
      });
      expect(kept.status).toBe(200);
      const rows = await sql<{
        subject: string;
        bill_no: string;
      }>`select subject, bill_no from ${sql.table(code)} order by bill_no`.execute(t.app.db);
      expect(rows.rows).toEqual([
        { subject: '一', bill_no: `BILL${yyyy}-001` },
        { subject: '二', bill_no: `BILL${yyyy}-002` },
        { subject: '三', bill_no: 'HAND-1' },
      ]);

      // While a form's default names it, the rule stays.
      const ruleId = (
        await t.app.db
          .selectFrom('sys_fill_rule')
          .select('id')
          .where('rule_code', '=', 'bill_rule')
          .executeTakeFirstOrThrow()
      ).id;
      const inUse = await t.admin.send('DELETE', `/sys/fillRule/delete?id=${ruleId}`);
      expect(inUse.status).toBe(409);
      expect(inUse.body.message).toBe(`在线表单 ${code} 的默认值仍在使用该规则，不能删除`);

      // A number longer than the field is refused, and the refused add gives its number back.
      const longEdit = await t.admin.send('PUT', '/sys/fillRule/edit', {
        id: ruleId,
        ruleName: '单号',
        pattern: 'A-VERY-LONG-BILL-PREFIX-{yyyy}-{seq:8}',
        reset: 'none',
      });
      expect(longEdit.status, JSON.stringify(longEdit.body)).toBe(200);
      const tooLong = await t.admin.send('POST', `/online/data/${code}/add`, { subject: '四' });
      expect(tooLong.status).toBe(422);
      expect(tooLong.body.result).toEqual([{ field: 'billNo', message: '默认值超出字段长度' }]);
      const counter = await t.app.db
        .selectFrom('sys_fill_rule_seq')
        .select('last_value')
        .where('rule_code', '=', 'bill_rule')
        .executeTakeFirstOrThrow();
      expect(Number(counter.last_value)).toBe(2);
    });
  });
});
