// The lean entry of the public pages (public.html): event page, widget, checkout, order, ticket and
// the staff's scanner. It shares components with the management app but none of its shell.
import './app/public/public-styles.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isPublicPagePath, normalizeLocale } from '@stagedoor/contracts';
import { PublicApp } from './app/public/PublicApp';
import { publicAppRoutes } from './app/public/public-routes';
import { installPreloadErrorHandler } from './app/preload-error';
import { publicCatalogs } from './app/public/public-catalogs';
import { activateLocale, setCatalogs } from './platform/i18n/i18n';
import { detectLocale } from './platform/i18n/locales';
import { createRouter } from './platform/routing';

const router = createRouter(publicAppRoutes, { owns: isPublicPagePath });

installPreloadErrorHandler(() => {
  // A failed route module belongs to the page being opened, which is not yet in the address bar.
  const location = router.state.navigation;
  return location ? location.pathname + location.search + location.hash : null;
});
setCatalogs(publicCatalogs);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The server draws the event page with the app itself (public-server.tsx) and says in which language.
// The app then takes over that markup as it is: the same language, the same data, the same tree.
const drawnIn = normalizeLocale(container.dataset.ssrLocale ?? null);

void Promise.all([activateLocale(drawnIn ?? detectLocale()), router.initialize()]).then(() => {
  const app = (
    <StrictMode>
      <PublicApp router={router} />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the page in
  // one long task; a tap meanwhile is answered once its part of the page is hydrated.
  if (drawnIn) startTransition(() => void hydrateRoot(container, app));
  // Any other page appears once its code and data are loaded, complete: one switch, no loader in between.
  else createRoot(container).render(app);
});
