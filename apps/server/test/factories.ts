import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SETTLED_HOLDING_STATUSES, TIMED_HOLDING_STATUSES } from '../src/features/tickets/availability.js';
import { takeStock } from '../src/features/checkout/locking.js';
import type { Account, Event, Mail, OrderStatus, Organizer, Role, Ticket, User } from '@stagedoor/contracts';
import { rowsOf, type Db } from '../src/platform/db/client.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { eventDates, orderItems, orders, tickets } from '../src/platform/db/schema.js';
import { SEND_MAIL_QUEUE } from '../src/platform/mail/outbox.js';
import { newPublicReference, newShortId } from '../src/platform/short-id.js';
import { request } from './harness.js';

export const PASSWORD = 'correct-horse-1';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

export interface Registered {
  token: string;
  user: User;
  account: Account;
  email: string;
}

/** A client address of its own: rate-limit counters live in the database, which test files share on PostgreSQL. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A fresh account with its owner logged in; every test builds its own. */
export async function registerAccount(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail('owner');
  const response = await request(app, 'POST', '/api/auth/register', {
    body: { first_name: 'Olive', last_name: 'Owner', email, password: PASSWORD, password_confirmation: PASSWORD, ...overrides },
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { token: response.body.token, user: response.body.data, account: response.body.account, email };
}

/** Waits for the job worker to deliver a mail to the development mailbox. */
export async function waitForMail(
  app: FastifyInstance,
  to: string,
  match: (mail: Mail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await request<{ data: Mail[] }>(app, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mail = response.body.data?.find(match);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** Jobs of a queue not yet completed or failed for good; with `data`, only those whose data holds it. */
export async function pendingJobs(app: FastifyInstance, queue: string, data: Record<string, unknown> = {}): Promise<number> {
  const { rows } = await app.ctx.database.raw.executeSql(
    `SELECT count(*)::int AS n FROM ${app.ctx.config.jobSchema}.job WHERE name = $1 AND state < 'completed' AND data @> $2::jsonb`,
    [queue, JSON.stringify(data)],
  );
  return Number((rows[0] as { n: number }).n);
}

/**
 * Waits until every mail queued to `to` so far has been sent (mails are queued in the transaction of the change
 * that causes them): what the mailbox then holds for `to` is all it gets. A test that expects no mail waits for this.
 */
export async function untilMailsSent(app: FastifyInstance, to: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await pendingJobs(app, SEND_MAIL_QUEUE, { to })) > 0) {
    if (Date.now() > deadline) throw new Error(`mail to ${to} still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function linkToken(mail: Mail, pathPrefix: string): string {
  const match = new RegExp(`${pathPrefix.replace(/[/]/g, '\\/')}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${pathPrefix} link in mail: ${mail.text}`);
  return match[1];
}

/** Invites a member with the given role and has them accept; returns their session. */
export async function addMember(
  app: FastifyInstance,
  admin: Registered,
  role: Role,
): Promise<{ token: string; user: User; email: string }> {
  const email = uniqueEmail(role.toLowerCase());
  const invited = await request(app, 'POST', '/api/users', {
    token: admin.token,
    body: { first_name: 'Mia', last_name: 'Member', email, role },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const mail = await waitForMail(app, email);
  const token = linkToken(mail, '/auth/accept-invitation');
  const accepted = await request(app, 'POST', `/api/auth/invitation/${token}`, {
    body: { first_name: 'Mia', last_name: 'Member', password: PASSWORD, password_confirmation: PASSWORD },
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { token: accepted.body.token, user: accepted.body.data, email };
}

export async function createOrganizer(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}): Promise<Organizer> {
  const response = await request(app, 'POST', '/api/organizers', {
    token,
    body: { name: 'Night Owl Events', email: uniqueEmail('org'), ...overrides },
  });
  if (response.status !== 201) throw new Error(`organizer failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** Logs in with the shared test password; returns the raw answer. */
export function login(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}) {
  return request(app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD, ...extra } });
}

/** A real PNG of the given size, in one colour. */
export async function pngImage(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

export interface MultipartFile {
  field: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body built by hand: plain fields first, then the file. */
export function multipartBody(fields: Record<string, string>, file: MultipartFile): { body: Buffer; contentType: string } {
  const boundary = `----stagedoor-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOptions {
  type?: string;
  fileName?: string;
  contentType?: string;
}

/** Uploads an image as the web app does (multipart: image, type) to an images route. */
export function uploadImage(app: FastifyInstance, token: string | undefined, url: string, content: Buffer, options: UploadOptions = {}) {
  const { body, contentType } = multipartBody(
    { type: options.type ?? 'ORGANIZER_COVER' },
    { field: 'image', fileName: options.fileName ?? 'cover.png', contentType: options.contentType ?? 'image/png', content },
  );
  return request(app, 'POST', url, { token, body, headers: { 'content-type': contentType } });
}

export function uploadOrganizerImage(
  app: FastifyInstance,
  token: string | undefined,
  organizerId: number,
  content: Buffer,
  options: UploadOptions = {},
) {
  return uploadImage(app, token, `/api/organizers/${organizerId}/images`, content, options);
}

/** Every mail the development mailbox holds for an address, newest first. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<Mail[]> {
  const response = await request<{ data: Mail[] }>(app, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return response.body.data;
}

/** A draft event of a new organizer, starting in the future. */
export async function createEvent(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}): Promise<Event> {
  const organizer = await createOrganizer(app, token, { currency: 'EUR', timezone: 'Europe/Berlin' });
  const response = await request(app, 'POST', '/api/events', {
    token,
    body: {
      organizer_id: organizer.id,
      title: 'Summer Sessions',
      start_date: '2031-07-01T19:00:00Z',
      end_date: '2031-07-01T23:00:00Z',
      ...overrides,
    },
  });
  if (response.status !== 201) throw new Error(`event failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** Confirms the owner's email address (from the mail sent at registration) so that events can go live. */
export async function confirmEmail(app: FastifyInstance, owner: Registered): Promise<void> {
  const token = linkToken(await waitForMail(app, owner.email), '/manage/profile/confirm-email-address');
  const response = await request(app, 'POST', `/api/users/${owner.user.id}/confirm-email/${token}`, { token: owner.token });
  if (response.status >= 400) throw new Error(`confirm failed: ${response.status} ${JSON.stringify(response.body)}`);
}

/** A live event: confirms the owner's email first. */
export async function createLiveEvent(app: FastifyInstance, owner: Registered, overrides: Record<string, unknown> = {}): Promise<Event> {
  await confirmEmail(app, owner);
  const event = await createEvent(app, owner.token, overrides);
  const live = await request(app, 'PUT', `/api/events/${event.id}/status`, { token: owner.token, body: { status: 'LIVE' } });
  if (live.status !== 200) throw new Error(`go live failed: ${live.status} ${JSON.stringify(live.body)}`);
  return live.body.data;
}

/** A ticket of an event; by default PAID at 25.00 with unlimited stock. */
export async function createTicket(
  app: FastifyInstance,
  token: string,
  eventId: number,
  overrides: Record<string, unknown> = {},
): Promise<Ticket> {
  const response = await request(app, 'POST', `/api/events/${eventId}/tickets`, {
    token,
    body: { type: 'PAID', title: 'General admission', prices: [{ price: 2500 }], ...overrides },
  });
  if (response.status !== 201) throw new Error(`ticket failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

export interface RecordedOrder {
  accountId: number;
  eventId: number;
  status?: OrderStatus;
  /** For the timed statuses (RESERVED, AWAITING_PAYMENT, PAYMENT_FAILED); default 15 minutes from now. */
  reservedUntil?: Date | null;
  promoCodeId?: number | null;
  /** The date of the order; default the event's first. */
  eventDateId?: number;
  items: { ticketId: number; ticketPriceId: number; quantity: number; price?: number }[];
}

/**
 * Writes an order with its items straight into the database, as a sale would
 * leave it: for tests of what existing orders change (stock, usage, locked types).
 */
export async function recordOrder(db: Db, order: RecordedOrder): Promise<number> {
  // The event's first date (or the one given); ONE_DATE units count on it, a pass's on its price (docs/dates.md).
  const [date] = await db
    .select({ id: eventDates.id })
    .from(eventDates)
    .where(order.eventDateId ? eq(eventDates.id, order.eventDateId) : eq(eventDates.eventId, order.eventId))
    .orderBy(eventDates.id)
    .limit(1);
  const passes = new Set(
    (
      await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(inArray(tickets.id, order.items.map((item) => item.ticketId).concat(0)), eq(tickets.validity, 'ALL_DATES')))
    ).map((ticket) => ticket.id),
  );
  const [row] = await db
    .insert(orders)
    .values({
      accountId: order.accountId,
      eventId: order.eventId,
      shortId: newShortId('o'),
      publicReference: newPublicReference(),
      status: order.status ?? 'COMPLETED',
      currency: 'EUR',
      promoCodeId: order.promoCodeId ?? null,
      reservedUntil: order.reservedUntil === undefined ? new Date(Date.now() + 15 * 60_000) : order.reservedUntil,
      eventDateId: date?.id ?? null,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    order.items.map((item) => {
      const price = item.price ?? 0;
      return {
        orderId: row!.id,
        ticketId: item.ticketId,
        ticketPriceId: item.ticketPriceId,
        ticketTitle: 'Ticket',
        quantity: item.quantity,
        priceBeforeDiscount: price,
        price,
        totalBeforeAdditions: price * item.quantity,
        totalGross: price * item.quantity,
      };
    }),
  );
  // Like a real reservation, an order that holds stock counts in its prices' counters.
  const status = order.status ?? 'COMPLETED';
  if (([...SETTLED_HOLDING_STATUSES, ...TIMED_HOLDING_STATUSES] as string[]).includes(status)) {
    await takeStock(
      db,
      order.items.map((item) => ({
        priceId: item.ticketPriceId,
        quantity: item.quantity,
        expectedPrice: null,
        dateId: passes.has(item.ticketId) ? null : (date?.id ?? null),
      })),
      { skipLocks: true },
    );
  }
  return row!.id;
}

/**
 * Units a price holds: its own counter (a pass's) plus its rows on every date (a ONE_DATE price's, docs/dates.md).
 */
export async function heldUnitsOf(db: Db, priceId: number): Promise<number> {
  const result = await db.execute(
    sql`select (select quantity_held from ticket_prices where id = ${priceId})
      + coalesce((select sum(quantity_held) from event_date_prices where ticket_price_id = ${priceId}), 0) as held`,
  );
  return Number(rowsOf<{ held: number | string }>(result)[0]!.held);
}
