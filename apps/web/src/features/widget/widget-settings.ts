import type { CSSProperties } from 'react';
import { eventSettingsSchema, WIDGET_SETTING_KEYS, type WidgetSettingKey, type WidgetSettings } from '@stagedoor/contracts';

/** The widget address takes each setting under its name without the prefix: `widget_primary_color` is `primary_color`. */
export function widgetParamName(key: WidgetSettingKey): string {
  return key.slice('widget_'.length);
}

export function widgetSettingsOf(settings: WidgetSettings): WidgetSettings {
  return Object.fromEntries(WIDGET_SETTING_KEYS.map((key) => [key, settings[key]])) as WidgetSettings;
}

function candidate(key: WidgetSettingKey, raw: string): unknown {
  const value = raw.trim();
  if (key === 'widget_padding') return value === '' ? NaN : Number(value);
  if (key === 'widget_auto_resize' || key === 'widget_show_event_title') {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  }
  if (key === 'widget_continue_button_text') return value === '' ? null : value;
  return value;
}

/**
 * Settings given in the widget's address (by the embed code or the organizer's preview) win over
 * the saved ones; a value the settings would not accept is ignored.
 */
export function applyWidgetOverrides(settings: WidgetSettings, params: URLSearchParams): WidgetSettings {
  const result = widgetSettingsOf(settings) as Record<WidgetSettingKey, unknown>;
  for (const key of WIDGET_SETTING_KEYS) {
    const raw = params.get(widgetParamName(key));
    if (raw === null) continue;
    const parsed = eventSettingsSchema.shape[key].safeParse(candidate(key, raw));
    if (parsed.success) result[key] = parsed.data;
  }
  return result as WidgetSettings;
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
