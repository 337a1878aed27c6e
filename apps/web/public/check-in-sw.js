/*
 * Service worker of the check-in scanner (scope /check-in/). It keeps the scanner's own
 * files so that a reload without network still opens the page; the scanner keeps its data
 * (attendees, queued scans) in IndexedDB itself. API calls are never cached here.
 */
const CACHE = 'stagedoor-check-in-v1';
/** Every scanner page is the same single-page shell; one copy serves all lists. */
const SHELL = '/check-in/__shell__';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('stagedoor-check-in-') && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

function cacheable(url) {
  return (
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/assets/') || url.pathname === '/check-in.webmanifest' || url.pathname === '/favicon.svg')
  );
}

async function store(request, response, key) {
  if (!response || !response.ok || response.type !== 'basic') return;
  const cache = await caches.open(CACHE);
  await cache.put(key || request, response);
}

/** The page asks for the files it has loaded so far (it was not controlled yet when it loaded them). */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    Promise.all(
      data.urls.map(async (href) => {
        try {
          const url = new URL(href, self.location.origin);
          const isPage = url.origin === self.location.origin && url.pathname.startsWith('/check-in/');
          if (!isPage && !cacheable(url)) return;
          const cache = await caches.open(CACHE);
          if (!isPage && (await cache.match(url.href))) return;
          const response = await fetch(url.href, { credentials: 'same-origin' });
          await store(url.href, response, isPage ? SHELL : undefined);
        } catch {
          // Offline or gone: the next visit tries again.
        }
      }),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    // Network first, so a new release reaches the door as soon as there is network.
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          event.waitUntil(store(request, copy, SHELL));
          return response;
        })
        .catch(async () => (await caches.match(SHELL)) || Response.error()),
    );
    return;
  }

  if (cacheable(url)) {
    // Build assets carry a content hash in their name: a cached copy is always right.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            const copy = response.clone();
            event.waitUntil(store(request, copy));
            return response;
          }),
      ),
    );
  }
});
