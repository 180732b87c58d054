import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TIME_ZONE', () => {
  it('defaults to Asia/Shanghai, whatever the process zone (TZ) is', () => {
    expect(loadConfig({ TZ: 'America/New_York' }).timeZone).toBe('Asia/Shanghai');
    expect(loadConfig({}).timeZone).toBe('Asia/Shanghai');
  });

  it('takes an IANA zone and refuses a name Intl does not know', () => {
    expect(loadConfig({ TIME_ZONE: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE must be an IANA time zone/);
  });
});
