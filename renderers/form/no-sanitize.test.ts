import { describe, expect, it } from 'vitest';
import noSanitize from './no-sanitize';

describe('no-sanitize (rjsf sanitizeDataForNewSchema stand-in)', () => {
  it('refuses a schema outside the subset loudly', () => {
    expect(() => noSanitize()).toThrow('unsupported schema keyword "dependencies" / "if" / "oneOf"');
  });
});
