import type { ReactNode } from 'react';
import { App, Button, Divider, Drawer, InputNumber, Segmented, Select, Slider, Switch, Tooltip } from 'antd';
import { CheckOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  APP_CONFIG_DEFAULTS,
  WEBSITE_NAME_MAX,
  TABLE_HEIGHTS,
  resetAppConfig,
  updateAppConfig,
  useAppConfigStore,
  type AppConfig,
} from '../../../shared/app-config/app-config-store.ts';
import { THEME_COLORS, themeColorOf } from '../../../shared/app-config/theme-colors.ts';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';

/** Page widths offered: the SPEC default (99%) first, then full width and fixed reading widths. */
export const PAGE_WIDTHS = ['99%', '100%', '90%', '1600px', '1440px', '1200px'] as const;
export const MENU_WIDTH = { min: 160, max: 320, step: 10 } as const;
export const RADIUS = { min: 0, max: 16 } as const;

function Row({ id, label, children, hint }: { id: string; label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="gb-setting" data-setting={id}>
      <span className="gb-setting__label" id={`gb-setting-${id}`}>
        {label}
        {hint ? <span className="gb-setting__hint">{hint}</span> : null}
      </span>
      <div className="gb-setting__control">{children}</div>
    </div>
  );
}

/**
 * The layout settings panel (SPEC §2 labels, SPEC §3 defaults and palette): every change applies at once (antd theme
 * tokens, the workspace layout) and is saved under the app-config key; Reset restores the defaults.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('workspace');
  const { message } = App.useApp();
  const config = useAppConfigStore((s) => s.config);
  const set = (patch: Partial<AppConfig>) => updateAppConfig(patch);
  const selectedColor = themeColorOf(config.primaryColor);

  const toggle = (key: keyof AppConfig, id: string, label: string, disabled = false) => (
    <Row id={id} label={label}>
      <Switch
        size="small"
        checked={Boolean(config[key])}
        disabled={disabled}
        aria-labelledby={`gb-setting-${id}`}
        onChange={(checked) => set({ [key]: checked } as Partial<AppConfig>)}
      />
    </Row>
  );

  const reset = () => {
    resetAppConfig();
    void message.success({ content: t('settings.resetDone'), key: 'settings-reset' });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      placement="right"
      size={360}
      className="gb-settings"
      footer={
        <div className="gb-settings__footer">
          <Button icon={<UndoOutlined />} onClick={reset}>
            {t('settings.reset')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('settings.done')}
          </Button>
        </div>
      }
    >
      <Divider titlePlacement="start" plain className="gb-settings__section">
        {t('settings.sections.appearance')}
      </Divider>
      <Row id="websiteName" label={t('settings.websiteName')}>
        {/* Trimmed on blur and paste (SPEC §5), not while typing: a name may hold spaces between words. */}
        <TrimmedInput
          size="small"
          value={config.websiteName}
          maxLength={WEBSITE_NAME_MAX}
          placeholder={APP_CONFIG_DEFAULTS.websiteName}
          aria-labelledby="gb-setting-websiteName"
          onChange={(e) => set({ websiteName: e.target.value })}
        />
      </Row>
      <Row id="themeColor" label={t('settings.themeColor')}>
        <div className="gb-swatches" role="group" aria-labelledby="gb-setting-themeColor">
          {THEME_COLORS.map((color, index) => {
            const name = t(`settings.colors.${color.name}`);
            const selected = selectedColor === color;
            return (
              <Tooltip key={color.name} title={name}>
                <button
                  type="button"
                  className={`gb-swatch${selected ? ' gb-swatch--selected' : ''}`}
                  style={{ background: color.primary }}
                  aria-label={t('settings.colorSwatch', { name, color: color.primary })}
                  aria-pressed={selected}
                  onClick={() => set({ colorIndex: index, primaryColor: color.primary })}
                >
                  {selected ? <CheckOutlined /> : null}
                </button>
              </Tooltip>
            );
          })}
        </div>
      </Row>
      <Row id="borderRadius" label={t('settings.borderRadius')}>
        <div className="gb-setting__slider">
          <Slider
            min={RADIUS.min}
            max={RADIUS.max}
            value={config.borderRadius}
            onChange={(value) => set({ borderRadius: value })}
            ariaLabelledByForHandle="gb-setting-borderRadius"
          />
          <span className="gb-setting__value">{config.borderRadius}px</span>
        </div>
      </Row>
      {toggle('compactFlag', 'compact', t('settings.compact'))}
      {toggle('watermarkFlag', 'watermark', t('settings.watermark'))}

      <Divider titlePlacement="start" plain className="gb-settings__section">
        {t('settings.sections.menu')}
      </Divider>
      <Row id="layout" label={t('settings.layout')}>
        <Segmented
          size="small"
          value={config.layout}
          options={(['side', 'top'] as const).map((v) => ({ value: v, label: t(`settings.layouts.${v}`) }))}
          onChange={(value) => set({ layout: value as AppConfig['layout'] })}
        />
      </Row>
      <Row id="sideMenuWidth" label={t('settings.sideMenuWidth')}>
        <InputNumber
          size="small"
          min={MENU_WIDTH.min}
          max={MENU_WIDTH.max}
          step={MENU_WIDTH.step}
          value={config.sideMenuWidth}
          suffix="px"
          disabled={config.layout !== 'side'}
          aria-labelledby="gb-setting-sideMenuWidth"
          onChange={(value) => {
            if (typeof value === 'number' && value >= MENU_WIDTH.min && value <= MENU_WIDTH.max) set({ sideMenuWidth: value });
          }}
        />
      </Row>
      <Row id="sideMenuTheme" label={t('settings.sideMenuTheme')}>
        <Segmented
          size="small"
          value={config.sideMenuTheme}
          options={(['dark', 'light'] as const).map((v) => ({ value: v, label: t(`settings.menuThemes.${v}`) }))}
          onChange={(value) => set({ sideMenuTheme: value as AppConfig['sideMenuTheme'] })}
        />
      </Row>
      {toggle('flatPattern', 'flatPattern', t('settings.flatPattern'))}

      <Divider titlePlacement="start" plain className="gb-settings__section">
        {t('settings.sections.page')}
      </Divider>
      <Row id="pageWidth" label={t('settings.pageWidth')}>
        <Select
          size="small"
          className="gb-setting__select"
          value={config.pageWidth}
          options={[...new Set([...PAGE_WIDTHS, config.pageWidth])].map((v) => ({ value: v, label: v }))}
          aria-labelledby="gb-setting-pageWidth"
          onChange={(value) => set({ pageWidth: value })}
        />
      </Row>
      <Row id="tableHeight" label={t('settings.tableHeight')}>
        <Segmented
          size="small"
          value={config.tableHeight}
          options={TABLE_HEIGHTS.map((v) => ({ value: v, label: t(`settings.tableHeights.${v}`) }))}
          onChange={(value) => set({ tableHeight: value as AppConfig['tableHeight'] })}
        />
      </Row>
      {toggle('breadCrumbFlag', 'breadcrumb', t('settings.breadcrumb'))}
      {toggle('pageTagFlag', 'pageTag', t('settings.pageTag'))}
      <Row id="pageTagStyle" label={t('settings.pageTagStyle')}>
        <Segmented
          size="small"
          value={config.pageTagStyle}
          disabled={!config.pageTagFlag}
          options={(['default', 'antd', 'naive'] as const).map((v) => ({ value: v, label: t(`settings.pageTagStyles.${v}`) }))}
          onChange={(value) => set({ pageTagStyle: value as AppConfig['pageTagStyle'] })}
        />
      </Row>
      <Row id="pageTagLocation" label={t('settings.pageTagLocation')}>
        <Segmented
          size="small"
          value={config.pageTagLocation}
          disabled={!config.pageTagFlag}
          options={(['top', 'center'] as const).map((v) => ({ value: v, label: t(`settings.pageTagLocations.${v}`) }))}
          onChange={(value) => set({ pageTagLocation: value as AppConfig['pageTagLocation'] })}
        />
      </Row>
      {toggle('footerFlag', 'footer', t('settings.footer'))}
      {toggle('helpDocFlag', 'helpDoc', t('settings.helpDoc'))}
      {toggle('helpDocExpandFlag', 'helpDocExpand', t('settings.helpDocExpand'), !config.helpDocFlag)}
      <p className="gb-settings__note">{t('settings.note')}</p>
    </Drawer>
  );
}
