import { describe, expect, it } from 'vitest';
import { defaultShellTexts, readShellTexts } from './shell-texts';

describe('shell texts', () => {
  it('falls back to the seeded texts of the language', () => {
    expect(defaultShellTexts('zh-CN').platformTitle).toBe('CertDesk 客户服务平台');
    expect(defaultShellTexts('en-US').hotline).toBe('Please contact your account manager');
  });

  it('keeps the answered strings, and the default for a missing, empty or non-string one', () => {
    const texts = readShellTexts(
      { hotline: '400-820-8899', platformTitle: '  ', footerCompany: 42, extra: 'x' },
      'zh-CN',
    );
    expect(texts).toEqual({ ...defaultShellTexts('zh-CN'), hotline: '400-820-8899' });
    expect(readShellTexts(null, 'en-US')).toEqual(defaultShellTexts('en-US'));
  });
});
