import { useEffect } from 'react';

/** The message the widget sends its host page; the embed script and the React snippet listen for it. */
export const RESIZE_MESSAGE = 'stagedoor:resize';
/** Set on `<html>` while the frame follows the content's height, so no page stretches to fill the frame. */
const AUTO_HEIGHT_ATTRIBUTE = 'data-auto-height';

export function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/**
 * While the page is shown in a frame, tells the host page its height whenever it changes,
 * so the frame can grow and shrink with it. The height is not a secret: any host may hear it.
 */
export function useReportHeight(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !isFramed()) return;
    const root = document.getElementById('root') ?? document.body;
    const html = document.documentElement;
    html.setAttribute(AUTO_HEIGHT_ATTRIBUTE, '');
    let last = -1;
    const report = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: RESIZE_MESSAGE, height }, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(root);
    report();
    return () => {
      observer.disconnect();
      html.removeAttribute(AUTO_HEIGHT_ATTRIBUTE);
    };
  }, [enabled]);
}
