import { useEffect } from 'react';
import { queryClient } from '../query/query-client';
import { meQueryKey } from './session';

/** The other tabs of this browser hear of a change to the signed-in user here (same origin only). */
const CHANNEL = 'stagedoor-user';

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  } catch {
    return null;
  }
}

/** Tells the other tabs that the user changed (an address confirmed), so that they read it again. */
export function announceUserChanged(): void {
  const channel = openChannel();
  channel?.postMessage('changed');
  channel?.close();
}

/**
 * Keeps the signed-in user of this tab current while `watch` is on: another tab's announcement reads it
 * again at once, and so does coming back to the tab (a link opened in another browser, or a tab that missed
 * the message). The query cache itself never refetches on focus.
 */
export function useUserChangesElsewhere(watch: boolean): void {
  useEffect(() => {
    if (!watch) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const channel = openChannel();
    channel?.addEventListener('message', refresh);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      channel?.close();
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [watch]);
}
