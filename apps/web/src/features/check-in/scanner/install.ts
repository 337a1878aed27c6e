const MANIFEST = '/check-in.webmanifest';
const WORKER = '/check-in-sw.js';

/** Files this page has loaded from its own origin: scripts, styles, the decoder and its worker. */
function loadedUrls(): string[] {
  const urls = new Set<string>([window.location.href]);
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === window.location.origin && url.pathname.startsWith('/assets/')) urls.add(url.href);
  }
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => urls.add(script.src));
  document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]').forEach((link) => urls.add(link.href));
  urls.add(new URL(MANIFEST, window.location.origin).href);
  return [...urls];
}

async function cacheLoadedFiles(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'cache', urls: loadedUrls() });
}

/**
 * Makes the scanner installable and able to open without network: a web manifest scoped
 * to /check-in/ and a service worker that keeps the scanner's files. Only this page
 * registers it, so the rest of the app is untouched. Returns the cleanup for the page.
 */
export function installScanner(): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST;
  document.head.append(link);
  let timer: number | undefined;
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    navigator.serviceWorker
      .register(WORKER, { scope: '/check-in/' })
      .then(() => {
        void cacheLoadedFiles();
        // The decoder arrives a moment after the page: list the files again once it has.
        timer = window.setTimeout(() => void cacheLoadedFiles(), 4_000);
      })
      .catch(() => undefined);
  }
  return () => {
    link.remove();
    window.clearTimeout(timer);
  };
}

/** Called after a download for offline use, so everything loaded since is kept as well. */
export function keepLoadedFiles(): void {
  if ('serviceWorker' in navigator && import.meta.env.PROD) void cacheLoadedFiles().catch(() => undefined);
}
