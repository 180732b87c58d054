import { describe, expect, it } from 'vitest';
import { resolveEntity } from '../../../../shared/schema/registry';
import { entityValidator } from '../../../../shared/schema/validate';
import type { EntitySchema } from '../../../../shared/schema/types';
import { generatedOnImport, importEntity } from './fields';
import { oneTimePassword } from './one-time-secret';
import { NEW_PASSWORD_PATTERN } from '../../../../shared/validation/password';

const declared = (optIn: boolean): EntitySchema =>
  ({
    $id: 'acct',
    type: 'object',
    title: 'Account',
    'x-table': 'acct',
    'x-api': '/acct',
    required: ['login', 'password'],
    properties: {
      login: { type: 'string', title: 'Login', 'x-unique': true },
      password: {
        type: 'string',
        title: 'Password',
        format: 'password',
        writeOnly: true,
        'x-virtual': true,
        ...(optIn ? { 'x-import': true } : {}),
      },
      pin: { type: 'string', title: 'PIN', writeOnly: true, 'x-virtual': true },
    },
  }) as unknown as EntitySchema;

describe('import fields', () => {
  it('reads a virtual write-only field only when the entity opts it in', () => {
    const plain = resolveEntity(declared(false));
    expect(importEntity(plain)).toBe(plain);
    const opted = importEntity(resolveEntity(declared(true)));
    expect(opted.fields.get('password')?.importable).toBe(true);
    expect(opted.fields.get('pin')?.importable).toBe(false);
    expect(generatedOnImport(opted.fields.get('password')!)).toBe(true);
  });
  it('validates the opted-in field with its own rule', () => {
    const validate = entityValidator(importEntity(resolveEntity(declared(true))), 'import');
    expect(validate({ login: 'a', password: 'Good#Pass1' })).toEqual([]);
    expect(validate({ login: 'a', password: 'weak' })[0]?.message['zh-CN']).toBe(
      '密码由8位数字、大小写字母和特殊符号组成!',
    );
  });
  it('generates one-time passwords that pass the password rule', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = oneTimePassword();
      expect(p).toMatch(NEW_PASSWORD_PATTERN);
      expect(p).not.toMatch(/^[=+\-@]/);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});
