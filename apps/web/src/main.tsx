import './platform/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installPreloadErrorHandler } from './app/preload-error';
import { pendingNavigationUrl } from './app/router';
import { activateLocale } from './platform/i18n/i18n';
import { detectLocale } from './platform/i18n/locales';

installPreloadErrorHandler(pendingNavigationUrl);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The catalog is loaded before the first render so that no text flashes in the wrong language.
void activateLocale(detectLocale()).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
