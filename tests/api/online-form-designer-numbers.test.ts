/**
 * A Double field as an admin meets it in the designer: a length the type does not allow is refused
 * naming the field by its title (never the request's path), and the synchronised column is
 * numeric(length, decimals) as entered rather than the CRUD's numeric(18, 6).
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachBackend } from './helpers/suite';
import { addDefinition, backendSuffix, cgField, publishAndSync } from './helpers/online-forms';

describeEachBackend('a Double field of an online form', (t) => {
  const body = (table: string, price: Record<string, unknown>) => ({
    head: { tableName: table, tableTxt: '报价', tableType: 1 },
    fields: [
      cgField('item', '物品'),
      cgField('price', '单价', {
        dbFieldTxtEn: 'Unit price',
        dbType: 'double',
        fieldShowType: 'number',
        ...price,
      }),
    ],
    indexs: [],
  });

  it('refuses a length the type does not allow, naming the field by its title in the request language', async () => {
    const table = `quote_bad_${backendSuffix(t.backend)}`;
    const answer = await t.admin.send(
      'POST',
      '/online/cgform/api/addAll',
      body(table, { dbLength: 32, dbPointLength: 0 }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('字段“单价”：字段长度超出该类型允许的范围');
    expect(answer.body.message).not.toMatch(/fields\[/);
    // The path stays beside the message, for a form to place it.
    expect(answer.body.result).toEqual([
      { field: 'fields[1].dbLength', message: '字段“单价”：字段长度超出该类型允许的范围' },
    ]);

    const english = await t.app.inject({
      method: 'POST',
      url: '/online/cgform/api/addAll',
      headers: { 'x-access-token': await t.adminToken(), 'accept-language': 'en-US' },
      payload: body(table, { dbLength: 32, dbPointLength: 0 }),
    });
    expect(english.json().message).toBe('Field “Unit price”: The length is outside what the type allows');
  });

  it('synchronises the column as numeric(length, decimals) as entered', async () => {
    const table = `quote_${backendSuffix(t.backend)}`;
    const id = await addDefinition(t.admin, body(table, { dbLength: 10, dbPointLength: 2 }));
    await publishAndSync(t.admin, id);
    const column = await sql<{ numeric_precision: number; numeric_scale: number }>`
      select numeric_precision, numeric_scale from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and column_name = 'price'`.execute(
      t.app.db,
    );
    expect(column.rows.map((r) => [Number(r.numeric_precision), Number(r.numeric_scale)])).toEqual([[10, 2]]);
  });
});
