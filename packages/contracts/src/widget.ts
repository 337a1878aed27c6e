// No zod here: the public widget page reads its settings without the schemas.
import type { EventSettings } from './events.js';

export const WIDGET_CHECKOUT_TARGETS = ['NEW_TAB', 'SAME_FRAME'] as const;
export type WidgetCheckoutTarget = (typeof WIDGET_CHECKOUT_TARGETS)[number];

/** The settings of the embeddable widget (its page at /widget/{id} and the embed code). */
export const WIDGET_SETTING_KEYS = [
  'widget_background_color',
  'widget_text_color',
  'widget_primary_color',
  'widget_primary_text_color',
  'widget_padding',
  'widget_continue_button_text',
  'widget_checkout_target',
  'widget_auto_resize',
  'widget_show_event_title',
] as const satisfies readonly (keyof EventSettings)[];
export type WidgetSettingKey = (typeof WIDGET_SETTING_KEYS)[number];
export type WidgetSettings = Pick<EventSettings, WidgetSettingKey>;

export const DEFAULT_WIDGET_SETTINGS: WidgetSettings = {
  widget_background_color: '#ffffff',
  widget_text_color: '#1f2328',
  widget_primary_color: '#0b7285',
  widget_primary_text_color: '#ffffff',
  widget_padding: 16,
  widget_continue_button_text: null,
  widget_checkout_target: 'NEW_TAB',
  widget_auto_resize: true,
  widget_show_event_title: true,
};
