import type { LoaderFunctionArgs } from 'react-router';
import { normalizeLocale } from '@stagedoor/contracts';
import { getToken } from '../../platform/api/token';
import { activateLocale, currentLocale } from '../../platform/i18n/i18n';
import { loadEventPageData, type EventPageData } from '../public/event-page/event-page-loader';
import { fetchPreviewEvent } from './api';

/**
 * /widget/:eventId: the event page's data. The host page may choose the language (`locale`);
 * it applies to this visit only. `preview=1` is the organizer's preview, which shows drafts.
 */
export async function widgetLoader({ params, request }: LoaderFunctionArgs): Promise<EventPageData> {
  const search = new URL(request.url).searchParams;
  const locale = normalizeLocale(search.get('locale'));
  if (locale && locale !== currentLocale()) await activateLocale(locale);
  const preview = search.get('preview') === '1' && getToken() !== null;
  return loadEventPageData(params.eventId ?? '', request, preview ? fetchPreviewEvent : undefined);
}
