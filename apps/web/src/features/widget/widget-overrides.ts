import { eventSettingsSchema, WIDGET_SETTING_KEYS, type WidgetSettingKey, type WidgetSettings } from '@stagedoor/contracts';
import { widgetParamName, widgetSettingsOf } from './widget-settings';

// Loaded only when the address sets widget settings (the embed code's options, the organizer's preview): it brings
// the settings schema, and zod with it, which a plain widget does not need.

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
