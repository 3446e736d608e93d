import { CheckOutlined } from '@ant-design/icons';
import { Divider, Drawer, List, Radio, Select, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { COLOR_PRESETS, type ContentWidth, updateSettings } from '../../client/uiSettings';
import { useT } from '../root/hooks';
import { useSettings } from './useSettings';

function Row({ id, label, control, hint }: { id: string; label: string; control: ReactNode; hint?: string }) {
  return (
    <List.Item actions={[control]}>
      <span id={id}>
        {label}
        {hint && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {hint}
          </Typography.Text>
        )}
      </span>
    </List.Item>
  );
}

/**
 * spec 2.8 settings drawer (development preview): the nine settings with their constraints and the
 * eight colour presets; every change is stored under its `pro__` key.
 */
export function SettingDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('app');
  const settings = useSettings();
  const topMenu = settings.layoutMode === 'topmenu';

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={300}
      title={t('settings.title')}
      className="isps-setting-drawer"
    >
      <Typography.Title level={5}>{t('settings.theme')}</Typography.Title>
      <Radio.Group
        aria-label={t('settings.theme')}
        value={settings.navTheme}
        onChange={(event) => updateSettings({ navTheme: event.target.value })}
        options={[
          { value: 'dark', label: t('settings.dark') },
          { value: 'light', label: t('settings.light') },
        ]}
      />
      <Divider />
      <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <legend style={{ padding: 0, marginBottom: 8 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('settings.color')}
          </Typography.Title>
        </legend>
        {COLOR_PRESETS.map((preset) => {
          const selected = settings.primaryColor.toUpperCase() === preset.color;
          return (
            <Tooltip key={preset.key} title={t(`settings.colors.${preset.key}`)}>
              <button
                type="button"
                aria-pressed={selected}
                aria-label={t(`settings.colors.${preset.key}`)}
                data-color={preset.color}
                onClick={() => updateSettings({ primaryColor: preset.color })}
                style={{
                  width: 22,
                  height: 22,
                  borderRadius: 4,
                  border: 'none',
                  padding: 0,
                  cursor: 'pointer',
                  background: preset.color,
                  color: '#fff',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {selected && <CheckOutlined style={{ fontSize: 12 }} />}
              </button>
            </Tooltip>
          );
        })}
      </fieldset>
      <Divider />
      <Typography.Title level={5}>{t('settings.navigation')}</Typography.Title>
      <Radio.Group
        aria-label={t('settings.navigation')}
        value={settings.layoutMode}
        onChange={(event) => updateSettings({ layoutMode: event.target.value })}
        options={[
          { value: 'sidemenu', label: t('settings.sidemenu') },
          { value: 'topmenu', label: t('settings.topmenu') },
        ]}
      />
      <List split={false} size="small" style={{ marginTop: 8 }}>
        <Row
          id="isps-setting-content-width"
          label={t('settings.contentWidth')}
          control={
            <Select<ContentWidth>
              size="small"
              style={{ width: 90 }}
              aria-labelledby="isps-setting-content-width"
              value={settings.contentWidth}
              onChange={(value) => updateSettings({ contentWidth: value })}
              options={[
                { value: 'Fixed', label: t('settings.fixed') },
                // spec 2.8: fluid is offered only with the top menu.
                { value: 'Fluid', label: t('settings.fluid'), disabled: !topMenu },
              ]}
            />
          }
        />
        <Row
          id="isps-setting-fixed-header"
          label={t('settings.fixedHeader')}
          control={
            <Switch
              size="small"
              aria-labelledby="isps-setting-fixed-header"
              checked={settings.fixedHeader}
              onChange={(fixedHeader) => updateSettings({ fixedHeader })}
            />
          }
        />
        <Row
          id="isps-setting-auto-hide"
          label={t('settings.autoHideHeader')}
          hint={settings.fixedHeader ? undefined : t('settings.autoHideHint')}
          control={
            <Switch
              size="small"
              aria-labelledby="isps-setting-auto-hide"
              disabled={!settings.fixedHeader}
              checked={settings.autoHideHeader}
              onChange={(autoHideHeader) => updateSettings({ autoHideHeader })}
            />
          }
        />
        <Row
          id="isps-setting-fixed-sidebar"
          label={t('settings.fixedSidebar')}
          control={
            <Switch
              size="small"
              aria-labelledby="isps-setting-fixed-sidebar"
              disabled={topMenu}
              checked={settings.fixedSidebar}
              onChange={(fixedSidebar) => updateSettings({ fixedSidebar })}
            />
          }
        />
      </List>
      <Divider />
      <List split={false} size="small">
        <Row
          id="isps-setting-color-weak"
          label={t('settings.colorWeak')}
          control={
            <Switch
              size="small"
              aria-labelledby="isps-setting-color-weak"
              checked={settings.colorWeak}
              onChange={(colorWeak) => updateSettings({ colorWeak })}
            />
          }
        />
        <Row
          id="isps-setting-multi-page"
          label={t('settings.multiPage')}
          control={
            <Switch
              size="small"
              aria-labelledby="isps-setting-multi-page"
              checked={settings.multiPage}
              onChange={(multiPage) => updateSettings({ multiPage })}
            />
          }
        />
      </List>
    </Drawer>
  );
}
