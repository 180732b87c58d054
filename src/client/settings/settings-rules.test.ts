import { describe, expect, it } from 'vitest';
import { appliedPrimary, isPrimaryColour, PRIMARY_COLOURS } from './primary-colours';
import { DEFAULT_SETTINGS, disabledControls, normalizeSettings } from './settings-rules';

describe('settings drawer rules', () => {
  it('answers the defaults for nothing stored or something unreadable', () => {
    expect(normalizeSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(normalizeSettings('garbage')).toEqual(DEFAULT_SETTINGS);
    expect(
      normalizeSettings({ menuTheme: 'purple', primaryColor: '#123456', navigation: 1, multiTab: 'yes' }),
    ).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.primaryColor).toBe('#1890FF');
  });

  it('allows a fluid width only with top navigation', () => {
    expect(normalizeSettings({ navigation: 'side', contentWidth: 'fluid' }).contentWidth).toBe('fixed');
    expect(normalizeSettings({ navigation: 'top', contentWidth: 'fluid' }).contentWidth).toBe('fluid');
    expect(disabledControls(normalizeSettings({ navigation: 'side' })).fluid).toBe(true);
    expect(disabledControls(normalizeSettings({ navigation: 'top' })).fluid).toBe(false);
  });

  it('hides the header on scroll only when the header is fixed', () => {
    expect(normalizeSettings({ fixedHeader: false, hideHeaderOnScroll: true }).hideHeaderOnScroll).toBe(
      false,
    );
    expect(normalizeSettings({ fixedHeader: true, hideHeaderOnScroll: true }).hideHeaderOnScroll).toBe(true);
    expect(disabledControls(normalizeSettings({ fixedHeader: false })).hideHeaderOnScroll).toBe(true);
  });

  it('turns the fixed side menu off (and disables it) with top navigation', () => {
    expect(normalizeSettings({ navigation: 'top', fixedSideMenu: true }).fixedSideMenu).toBe(false);
    expect(normalizeSettings({ navigation: 'side', fixedSideMenu: true }).fixedSideMenu).toBe(true);
    expect(disabledControls(normalizeSettings({ navigation: 'top' })).fixedSideMenu).toBe(true);
  });

  it('knows the eight primary colours, case-insensitively, and applies an unknown one as the default', () => {
    expect(PRIMARY_COLOURS.map((c) => c.value)).toEqual([
      '#1890FF',
      '#F5222D',
      '#FA541C',
      '#FAAD14',
      '#13C2C2',
      '#52C41A',
      '#2F54EB',
      '#722ED1',
    ]);
    expect(isPrimaryColour('#f5222d')).toBe(true);
    expect(normalizeSettings({ primaryColor: '#f5222d' }).primaryColor).toBe('#F5222D');
    expect(appliedPrimary('#FAAD14')).toBe('#874D00');
    expect(appliedPrimary('#000000')).toBe('#0958D9');
  });
});
