/**
 * The settings drawer's preferences (SPEC §2 "Layout and tabs") and how they depend on each other:
 * fluid content width only with top navigation, hide-header-on-scroll only with a fixed header, a
 * fixed side menu only with side navigation. `normalizeSettings` is the one place these hold, so a
 * stored value from an older version or a hand-edited localStorage entry cannot break the layout.
 */
import { DEFAULT_PRIMARY, isPrimaryColour } from './primary-colours';

export type MenuTheme = 'light' | 'dark';
export type Navigation = 'side' | 'top';
export type ContentWidth = 'fixed' | 'fluid';

export interface ShellSettings {
  menuTheme: MenuTheme;
  /** One of the eight swatches (JeecgBoot's values, e.g. '#1890FF'); see primary-colours.ts. */
  primaryColor: string;
  navigation: Navigation;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  hideHeaderOnScroll: boolean;
  fixedSideMenu: boolean;
  colorWeak: boolean;
  multiTab: boolean;
}

/** The shell as it looks without a choice (light menu, side navigation, fixed 1350 px, tabs on). */
export const DEFAULT_SETTINGS: ShellSettings = {
  menuTheme: 'light',
  primaryColor: DEFAULT_PRIMARY,
  navigation: 'side',
  contentWidth: 'fixed',
  fixedHeader: false,
  hideHeaderOnScroll: false,
  fixedSideMenu: false,
  colorWeak: false,
  multiTab: true,
};

/** Which controls the drawer disables for the current combination. */
export function disabledControls(s: ShellSettings): {
  fluid: boolean;
  hideHeaderOnScroll: boolean;
  fixedSideMenu: boolean;
} {
  return {
    fluid: s.navigation !== 'top',
    hideHeaderOnScroll: !s.fixedHeader,
    fixedSideMenu: s.navigation === 'top',
  };
}

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** Any stored value → valid settings that respect the dependencies. */
export function normalizeSettings(input: unknown): ShellSettings {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const d = DEFAULT_SETTINGS;
  const s: ShellSettings = {
    menuTheme: pick(raw.menuTheme, ['light', 'dark'] as const, d.menuTheme),
    primaryColor:
      typeof raw.primaryColor === 'string' && isPrimaryColour(raw.primaryColor)
        ? raw.primaryColor.toUpperCase()
        : d.primaryColor,
    navigation: pick(raw.navigation, ['side', 'top'] as const, d.navigation),
    contentWidth: pick(raw.contentWidth, ['fixed', 'fluid'] as const, d.contentWidth),
    fixedHeader: bool(raw.fixedHeader, d.fixedHeader),
    hideHeaderOnScroll: bool(raw.hideHeaderOnScroll, d.hideHeaderOnScroll),
    fixedSideMenu: bool(raw.fixedSideMenu, d.fixedSideMenu),
    colorWeak: bool(raw.colorWeak, d.colorWeak),
    multiTab: bool(raw.multiTab, d.multiTab),
  };
  const off = disabledControls(s);
  if (off.fluid) s.contentWidth = 'fixed';
  if (off.hideHeaderOnScroll) s.hideHeaderOnScroll = false;
  if (off.fixedSideMenu) s.fixedSideMenu = false;
  return s;
}
