const RELOADED_AT_KEY = 'stagedoor.preload-reload-at';
/** A second failure this soon after a reload means the asset is really gone: show the error instead of looping. */
const RELOAD_GUARD_MS = 30_000;

function lastReloadAt(): number {
  try {
    return Number(sessionStorage.getItem(RELOADED_AT_KEY)) || 0;
  } catch {
    return 0;
  }
}

/**
 * SPEC §8: after a deploy, the hashed chunks of the old build are gone and a lazy
 * route fails to load. Reloading once picks up the new index.html and its assets;
 * cancelling the event stops Vite from rethrowing the error meanwhile.
 */
export function installPreloadErrorHandler(pendingUrl: () => string | null): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (Date.now() - lastReloadAt() < RELOAD_GUARD_MS) return;
    try {
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      // Without storage a reload could repeat forever; let the error page handle it.
      return;
    }
    event.preventDefault();
    // A failed route module belongs to the page being opened, which is not yet in the address bar.
    const target = pendingUrl();
    if (target) window.location.assign(target);
    else window.location.reload();
  });
}
