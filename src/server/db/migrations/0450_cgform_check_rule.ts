/**
 * An online form field may name a check rule (sys_check_rule, 编码校验规则) by code: its values must
 * pass that rule on add/edit and in the form (the field schema's `x-check-rule`).
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('onl_cgform_field').addColumn('check_rule_code', 'varchar(63)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('onl_cgform_field').dropColumn('check_rule_code').execute();
}
