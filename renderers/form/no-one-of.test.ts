import { describe, expect, it } from 'vitest';
import noOneOf from './no-one-of';

describe('no-one-of (rjsf option pickers stand-in)', () => {
  it('refuses a schema outside the subset loudly', () => {
    expect(() => noOneOf()).toThrow('unsupported schema keyword "oneOf" / "anyOf"');
  });
});
