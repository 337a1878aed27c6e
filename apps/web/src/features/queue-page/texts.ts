import { msg } from '@lingui/core/macro';

/*
 * The texts of the waiting room's page (apps/web/public/queue.js, docs/waiting-room.md). That page is hand-written and
 * loads none of the app, so these are never imported: they are here for the catalogues. `npm run i18n:extract` puts
 * them into apps/web/src/locales like every other message, and scripts/queue-texts.mjs writes one small JSON per
 * locale to apps/web/public/queue-texts/ (the build runs it; `npm run i18n:check` fails when the files are stale), of
 * which the page loads only the buyer's. Keep each entry a key, a colon and a msg template: the script reads that form.
 * The placeholders stay literal for the page to fill.
 */
const time = '{time}';
const n = '{n}';

export const QUEUE_TEXTS = {
  title: msg`Waiting room`,
  position: msg`Your place in line`,
  wait: msg`Estimated wait`,
  progress: msg`Progress`,
  before: msg`You are in the queue. At the on-sale everyone who arrived before it gets a place in random order: refreshing gains nothing.`,
  waiting: msg`You are in the queue. Keep this page open; it updates by itself.`,
  admitted: msg`It is your turn! You have until ${time} to start your order.`,
  expired: msg`Your turn has passed. Join the queue again to get a new place.`,
  go: msg`Continue to the tickets`,
  rejoin: msg`Join the queue again`,
  minutes: msg`about ${n} min`,
  seconds: msg`less than a minute`,
  unknown: msg`decided at the on-sale`,
  error: msg`The waiting room cannot be reached right now. Trying again…`,
  closed: msg`There is no waiting room for this event.`,
};
