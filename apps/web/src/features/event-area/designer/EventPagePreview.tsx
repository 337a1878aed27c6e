import { Box, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { homepagePageTextColor, type Event } from '@stagedoor/contracts';
import { IconCalendar, IconMapPin } from '../../../platform/ui/icons';
import { formatEventDates } from '../../../platform/dates';
import { eventPlace } from '../../events/event-place';
import { formatMinor } from '../dashboard/money';
import type { DesignValues } from './design-values';
import classes from './EventPagePreview.module.css';

/** A sample price of 25 in the event's currency, only for the preview. */
const SAMPLE_PRICE_MAJOR = 25;
/** The preview is about half the size of the page, so its padding is too. */
const PREVIEW_SCALE = 0.5;

/**
 * A small, faithful version of the public event page in the chosen design: background or
 * blurred cover, content surface, cover, title, date, venue, a ticket and the buy button.
 * It is a picture of the page, so assistive technology gets one description instead of its parts.
 */
export function EventPagePreview({ event, values }: { event: Event; values: DesignValues }) {
  const { t, i18n } = useLingui();
  const cover = event.images.find((image) => image.type === 'EVENT_COVER')?.url;
  const mirror = values.homepage_background_type === 'MIRROR_COVER_IMAGE' && cover;
  const organizer = event.organizer.name;
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: event.currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const price = formatMinor(SAMPLE_PRICE_MAJOR * 10 ** digits, event.currency, i18n.locale);
  const place = eventPlace(event);
  const continueText = event.settings.continue_button_text || t`Continue`;

  return (
    <Box
      className={classes.frame}
      role="img"
      aria-label={t`Preview of the event page with the chosen design`}
      style={{
        backgroundColor: values.homepage_background_color,
        padding: `${Math.round(values.homepage_padding * PREVIEW_SCALE)}px 12px`,
        color: values.homepage_text_color,
      }}
    >
      {mirror && <div className={classes.mirror} style={{ backgroundImage: `url("${encodeURI(cover)}")` }} />}
      <div className={classes.content} style={{ backgroundColor: values.homepage_content_background_color }}>
        {cover && <img src={cover} alt="" className={classes.cover} />}
        <div className={classes.body}>
          <div className={classes.title}>{event.title}</div>
          <Text size="xs" mt={4}>
            <Trans>by {organizer}</Trans>
          </Text>
          <div className={classes.meta}>
            <IconCalendar size={14} style={{ color: values.homepage_primary_color, flex: 'none', marginTop: 2 }} />
            <span>{formatEventDates(event, i18n.locale)}</span>
          </div>
          {place && (
            <div className={classes.meta}>
              <IconMapPin size={14} style={{ color: values.homepage_primary_color, flex: 'none', marginTop: 2 }} />
              <span>
                {place}{' '}
                <span style={{ color: values.homepage_link_color, textDecoration: 'underline', fontWeight: 400 }}>
                  <Trans>Show on map</Trans>
                </span>
              </span>
            </div>
          )}
          <div className={classes.ticket} style={{ borderTop: `3px solid ${values.homepage_primary_color}` }}>
            <div>
              <div style={{ fontWeight: 700 }}>
                <Trans>General admission</Trans>
              </div>
              <div style={{ color: values.homepage_secondary_color, fontWeight: 600 }}>{price}</div>
            </div>
            <span aria-hidden="true">− 1 +</span>
          </div>
          <div
            className={classes.button}
            style={{ backgroundColor: values.homepage_button_color, color: values.homepage_button_text_color }}
          >
            {continueText}
          </div>
        </div>
      </div>
      {event.settings.show_powered_by_footer && (
        <div className={classes.footer} style={{ color: homepagePageTextColor(values) }}>
          <Trans>
            Powered by <strong>Stagedoor</strong>
          </Trans>
        </div>
      )}
    </Box>
  );
}
