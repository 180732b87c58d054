import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const i18n = new Translator('zh-CN', 'zh-CN');
  i18n.addTexts('zh-CN', { app: { hello: '你好，{{name}}', onlyZh: '仅中文' } });
  i18n.addTexts('en-US', { app: { hello: 'Hello, {{ name }}' } });
  return i18n;
}

describe('Translator', () => {
  it('fills placeholders in the current language', async () => {
    const i18n = translator();
    expect(i18n.t('app.hello', { name: '张三' })).toBe('你好，张三');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('app.hello', { name: 'Ann' })).toBe('Hello, Ann');
  });

  it('falls back to the default language, then the default value, then the key', async () => {
    const i18n = translator();
    await i18n.changeLanguage('en-US');
    expect(i18n.t('app.onlyZh')).toBe('仅中文');
    expect(i18n.t('app.none', { defaultValue: '' })).toBe('');
    expect(i18n.t('app.none')).toBe('app.none');
    expect(i18n.exists('app.onlyZh')).toBe(true);
    expect(i18n.exists('app')).toBe(false);
    expect(i18n.exists('Note: a text with. dots')).toBe(false);
  });

  it('keeps a placeholder nobody filled, and answers a fixed language', () => {
    const i18n = translator();
    expect(i18n.t('app.hello')).toBe('你好，{{name}}');
    expect(i18n.getFixedT('en-US')('app.hello', { name: 'Bo' })).toBe('Hello, Bo');
  });

  it('tells subscribers about a change of language, once', async () => {
    const i18n = translator();
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    await i18n.changeLanguage('en-US');
    await i18n.changeLanguage('en-US');
    stop();
    await i18n.changeLanguage('zh-CN');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
