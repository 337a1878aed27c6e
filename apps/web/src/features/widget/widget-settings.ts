import type { CSSProperties } from 'react';
import { WIDGET_SETTING_KEYS, type WidgetSettingKey, type WidgetSettings } from '@stagedoor/contracts';

/** The widget address takes each setting under its name without the prefix: `widget_primary_color` is `primary_color`. */
export function widgetParamName(key: WidgetSettingKey): string {
  return key.slice('widget_'.length);
}

export function widgetSettingsOf(settings: WidgetSettings): WidgetSettings {
  return Object.fromEntries(WIDGET_SETTING_KEYS.map((key) => [key, settings[key]])) as WidgetSettings;
}

/** Whether the address sets any widget setting (then widget-overrides.ts, with the schemas, applies them). */
export function hasWidgetOverrides(params: URLSearchParams): boolean {
  return WIDGET_SETTING_KEYS.some((key) => params.has(widgetParamName(key)));
}

/** Every setting as address parameters, so a preview shows values that are not saved yet. */
export function widgetSettingsParams(settings: WidgetSettings): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of WIDGET_SETTING_KEYS) params.set(widgetParamName(key), String(settings[key] ?? ''));
  return params;
}

/** The widget's colours as the custom properties the buyer pages' components are styled with. */
export function widgetThemeStyle(settings: WidgetSettings): CSSProperties {
  return {
    '--sd-background': settings.widget_background_color,
    '--sd-content-background': settings.widget_background_color,
    '--sd-text': settings.widget_text_color,
    '--sd-primary': settings.widget_primary_color,
    '--sd-secondary': settings.widget_primary_color,
    '--sd-button': settings.widget_primary_color,
    '--sd-button-text': settings.widget_primary_text_color,
    '--sd-link': settings.widget_primary_color,
    '--sd-padding': `${settings.widget_padding}px`,
  } as CSSProperties;
}

export function widgetPath(eventId: string | number): string {
  return `/widget/${eventId}`;
}
