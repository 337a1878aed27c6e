import { RESIZE_MESSAGE } from '../../widget/use-report-height';

/** The HTML an organizer pastes into their site: the embed script and the element it fills. */
export function scriptSnippet(origin: string, eventId: number): string {
  return [`<script src="${origin}/widget.js" async></script>`, `<div data-stagedoor-event="${eventId}"></div>`].join('\n');
}

/** A self-contained React component doing what the embed script does, for sites built with React. */
export function reactSnippet(origin: string, eventId: number): string {
  return `import { useEffect, useRef, useState } from 'react';

const STAGEDOOR_ORIGIN = '${origin}';

export function StagedoorWidget({ eventId = ${eventId}, title = 'Tickets' }) {
  const frame = useRef(null);
  const [height, setHeight] = useState(600);

  useEffect(() => {
    function onMessage(event) {
      // Only the widget in this component's own frame may set its height.
      if (event.origin !== STAGEDOOR_ORIGIN || event.source !== frame.current?.contentWindow) return;
      const data = event.data;
      if (data?.type === '${RESIZE_MESSAGE}' && Number.isFinite(data.height)) {
        setHeight(Math.min(Math.max(Math.ceil(data.height), 0), 20000));
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      src={\`\${STAGEDOOR_ORIGIN}/widget/\${eventId}\`}
      title={title}
      loading="lazy"
      allow="payment"
      style={{ border: 0, width: '100%', height, display: 'block' }}
    />
  );
}
`;
}
