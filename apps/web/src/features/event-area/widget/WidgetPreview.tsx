import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import type { WidgetSettings } from '@stagedoor/contracts';
import { RESIZE_MESSAGE } from '../../widget/use-report-height';
import { widgetPath, widgetSettingsParams } from '../../widget/widget-settings';
import classes from './WidgetSettingsPage.module.css';

/** The height the embed script gives a widget that does not resize itself. */
export const DEFAULT_WIDGET_HEIGHT = 600;
const PREVIEW_DELAY_MS = 400;

/**
 * The real widget in a frame, with the values of the form (saved or not) in its address, so the
 * organizer sees exactly what buyers get. It follows the widget's height as the embed script does.
 */
export function WidgetPreview({ eventId, settings }: { eventId: number; settings: WidgetSettings }) {
  const { t } = useLingui();
  const params = widgetSettingsParams(settings);
  params.set('preview', '1');
  const [src] = useDebouncedValue(`${widgetPath(eventId)}?${params.toString()}`, PREVIEW_DELAY_MS);
  const frame = useRef<HTMLIFrameElement>(null);
  const [reportedHeight, setReportedHeight] = useState<number | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type === RESIZE_MESSAGE && typeof data.height === 'number' && Number.isFinite(data.height)) {
        setReportedHeight(Math.min(Math.max(Math.ceil(data.height), 0), 20_000));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const height = settings.widget_auto_resize && reportedHeight !== null ? reportedHeight : DEFAULT_WIDGET_HEIGHT;
  return <iframe ref={frame} src={src} title={t`Preview of the widget`} className={classes.preview} style={{ height }} />;
}
