import type { LoaderArgs } from '../../platform/routing';
import { DEFAULT_WIDGET_SETTINGS, normalizeLocale, type WidgetSettings } from '@stagedoor/contracts';
import { getToken } from '../../platform/api/token';
import { activateLocale, currentLocale } from '../../platform/i18n/i18n';
import { fromApiOrDateless, loadEventPageData, type EventPageData } from '../public/event-page/event-page-loader';
import { fetchPreviewEvent } from '../public/event-api';
import { hasWidgetOverrides, widgetSettingsOf } from './widget-settings';

/** The event page's data and the widget's settings, with those the address gives applied. */
export type WidgetPageData = EventPageData & { settings: WidgetSettings };

/**
 * /widget/:eventId: the event page's data. The host page may choose the language (`locale`);
 * it applies to this visit only. `preview=1` is the organizer's preview, which shows drafts.
 */
export async function widgetLoader({ params, request }: LoaderArgs): Promise<WidgetPageData> {
  const search = new URL(request.url).searchParams;
  const locale = normalizeLocale(search.get('locale'));
  if (locale && locale !== currentLocale()) await activateLocale(locale);
  const preview = search.get('preview') === '1' && getToken() !== null;
  const data = await loadEventPageData(params.eventId ?? '', request, preview ? { fetchEvent: fromApiOrDateless(fetchPreviewEvent) } : {});
  const saved = widgetSettingsOf(data.found ? data.event.settings : DEFAULT_WIDGET_SETTINGS);
  if (!hasWidgetOverrides(search)) return { ...data, settings: saved };
  const { applyWidgetOverrides } = await import('./widget-overrides');
  return { ...data, settings: applyWidgetOverrides(saved, search) };
}
