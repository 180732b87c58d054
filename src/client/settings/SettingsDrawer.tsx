/**
 * The settings drawer (SPEC §2, labelled a development-only preview as JeecgBoot does): menu theme,
 * the eight primary colours, side or top navigation, content width, fixed header, hide header on
 * scroll, fixed side menu, colour-weak and multi-tab mode. Every control is a native radio (each group
 * named, so the arrow keys move within it) or a labelled switch, so it works from the keyboard; a control whose dependency is not met is disabled
 * with the reason next to it (rules: settings-rules.ts).
 */
import { Alert, Button, Drawer, Flex, Radio, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocale } from '../i18n/use-locale';
import { useSettingsStore } from '../stores/settings';
import { PRIMARY_COLOURS } from './primary-colours';
import { disabledControls, type ShellSettings } from './settings-rules';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 14, marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

type SwitchKey = 'fixedHeader' | 'hideHeaderOnScroll' | 'fixedSideMenu' | 'colorWeak' | 'multiTab';

function SwitchRow({
  name,
  label,
  note,
  disabled,
}: {
  name: SwitchKey;
  label: string;
  note?: string;
  disabled?: boolean;
}) {
  const checked = useSettingsStore((s) => s[name]);
  const update = useSettingsStore((s) => s.update);
  const id = `shell-setting-${name}`;
  return (
    <div style={{ marginBottom: 12 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <label htmlFor={id}>{label}</label>
        <Switch
          id={id}
          size="small"
          checked={checked}
          disabled={disabled}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(value) => update({ [name]: value } as Partial<ShellSettings>)}
        />
      </Flex>
      {note && (
        <Typography.Text type="secondary" id={`${id}-note`} style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </div>
  );
}

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = useSettingsStore();
  const off = disabledControls(settings);
  return (
    <Drawer
      title={t('settings.title')}
      placement="right"
      size={320}
      open={open}
      onClose={onClose}
      data-testid="settings-drawer"
      footer={<Button onClick={settings.reset}>{t('settings.reset')}</Button>}
    >
      <Alert
        type="warning"
        showIcon
        title={t('settings.preview')}
        description={t('settings.previewNote')}
        style={{ marginBottom: 24 }}
      />

      <Section id="shell-setting-menu-theme" title={t('settings.menuTheme')}>
        <Radio.Group
          aria-labelledby="shell-setting-menu-theme"
          name="shell-setting-menu-theme"
          value={settings.menuTheme}
          onChange={(e) => settings.update({ menuTheme: e.target.value as ShellSettings['menuTheme'] })}
          options={[
            { value: 'light', label: t('settings.light') },
            { value: 'dark', label: t('settings.dark') },
          ]}
        />
      </Section>

      <Section id="shell-setting-primary" title={t('settings.primaryColor')}>
        <Radio.Group
          aria-labelledby="shell-setting-primary"
          name="shell-setting-primary"
          value={settings.primaryColor}
          onChange={(e) => settings.update({ primaryColor: String(e.target.value) })}
          style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', rowGap: 8 }}
        >
          {PRIMARY_COLOURS.map((c) => (
            <Radio key={c.value} value={c.value} data-testid={`primary-${c.value}`}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 14,
                  height: 14,
                  borderRadius: 2,
                  background: c.applied,
                  marginInlineEnd: 6,
                  verticalAlign: -2,
                }}
              />
              {c.name[locale]}
            </Radio>
          ))}
        </Radio.Group>
      </Section>

      <Section id="shell-setting-navigation" title={t('settings.navigation')}>
        <Radio.Group
          aria-labelledby="shell-setting-navigation"
          name="shell-setting-navigation"
          value={settings.navigation}
          onChange={(e) => settings.update({ navigation: e.target.value as ShellSettings['navigation'] })}
          options={[
            { value: 'side', label: t('settings.side') },
            { value: 'top', label: t('settings.top') },
          ]}
        />
      </Section>

      <Section id="shell-setting-content-width" title={t('settings.contentWidth')}>
        <Radio.Group
          aria-labelledby="shell-setting-content-width"
          name="shell-setting-content-width"
          aria-describedby={off.fluid ? 'shell-setting-content-width-note' : undefined}
          value={settings.contentWidth}
          onChange={(e) => settings.update({ contentWidth: e.target.value as ShellSettings['contentWidth'] })}
          options={[
            { value: 'fixed', label: t('settings.fixed') },
            { value: 'fluid', label: t('settings.fluid'), disabled: off.fluid },
          ]}
        />
        {off.fluid && (
          <div>
            <Typography.Text type="secondary" id="shell-setting-content-width-note" style={{ fontSize: 12 }}>
              {t('settings.fluidNeedsTop')}
            </Typography.Text>
          </div>
        )}
      </Section>

      <Section id="shell-setting-other" title={t('settings.other')}>
        <SwitchRow name="fixedHeader" label={t('settings.fixedHeader')} />
        <SwitchRow
          name="hideHeaderOnScroll"
          label={t('settings.hideHeaderOnScroll')}
          disabled={off.hideHeaderOnScroll}
          note={off.hideHeaderOnScroll ? t('settings.hideNeedsFixed') : undefined}
        />
        <SwitchRow
          name="fixedSideMenu"
          label={t('settings.fixedSideMenu')}
          disabled={off.fixedSideMenu}
          note={off.fixedSideMenu ? t('settings.fixedSideNeedsSide') : undefined}
        />
        <SwitchRow name="colorWeak" label={t('settings.colorWeak')} />
        <SwitchRow name="multiTab" label={t('settings.multiTab')} />
      </Section>
    </Drawer>
  );
}
