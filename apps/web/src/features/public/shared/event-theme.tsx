import type { CSSProperties, ReactNode } from 'react';
import { homepagePageTextColor, type PublicEvent } from '@stagedoor/contracts';
import classes from './event-theme.module.css';

type Settings = PublicEvent['settings'];

/** The organizer's homepage design as CSS custom properties for the public pages. */
export function eventThemeStyle(settings: Settings): CSSProperties {
  return {
    '--sd-background': settings.homepage_background_color,
    '--sd-content-background': settings.homepage_content_background_color,
    '--sd-primary': settings.homepage_primary_color,
    '--sd-secondary': settings.homepage_secondary_color,
    '--sd-text': settings.homepage_text_color,
    // Text drawn straight on the page background (the footer) stays readable whatever colours were chosen.
    '--sd-page-text': homepagePageTextColor(settings),
    '--sd-button': settings.homepage_button_color,
    '--sd-button-text': settings.homepage_button_text_color,
    '--sd-link': settings.homepage_link_color,
    '--sd-padding': `${settings.homepage_padding}px`,
  } as CSSProperties;
}

export function coverImageOf(event: Pick<PublicEvent, 'images'>): string | null {
  return event.images.find((image) => image.type === 'EVENT_COVER')?.url ?? null;
}

/** "Mirror cover image": the cover, blurred, fills the page behind the content. */
export function EventBackground({ event }: { event: Pick<PublicEvent, 'images' | 'settings'> }): ReactNode {
  const cover = coverImageOf(event);
  if (event.settings.homepage_background_type !== 'MIRROR_COVER_IMAGE' || !cover) return null;
  return <div className={classes.mirror} style={{ backgroundImage: `url("${encodeURI(cover)}")` }} aria-hidden="true" />;
}

/** The themed surface that holds a public page's content. */
export const contentClass = classes.content;
