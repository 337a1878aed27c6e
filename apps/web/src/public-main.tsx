// The lean entry of the public pages (public.html): event page, widget, checkout, order, ticket and
// the staff's scanner. It shares the pages with the full app but none of the management shell.
import './app/public/public-styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './app/public/PublicApp';
import { firstPageReady, pendingNavigationUrl } from './app/public/public-router';
import { installPreloadErrorHandler } from './app/preload-error';
import { publicCatalogs } from './app/public/public-catalogs';
import { activateLocale, setCatalogs } from './platform/i18n/i18n';
import { detectLocale } from './platform/i18n/locales';

installPreloadErrorHandler(pendingNavigationUrl);
setCatalogs(publicCatalogs);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The page the server drew (the event page) stays on screen until the app can show the same page
// complete, in the reader's language: one switch, no loader in between.
void Promise.all([activateLocale(detectLocale()), firstPageReady()]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <PublicApp />
    </StrictMode>,
  );
});
