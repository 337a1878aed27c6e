import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_MAIL_QUEUE } from '../src/platform/mail/outbox.js';
import { createTestApp, request, type TestApp } from './harness.js';
import type { Mail } from '@stagedoor/contracts';
import { registerAccount, uniqueEmail, waitForMail } from './factories.js';
import { addTicket, liveEvent, reserve } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ attendeeMailsPerOrder: 3 });
});
afterAll(async () => {
  await t.close();
});

const LURE = 'Verify at https://evil.example/x';

/** Neither part of the mail carries anything a mail client would turn into a link to the lure's site. */
function expectNoLink(mail: Mail) {
  for (const part of [mail.text, mail.html]) {
    expect(part).not.toContain('https://evil');
    expect(part).not.toContain('evil.example');
  }
  // It still reads the same, with invisible breaks.
  expect(mail.text.replaceAll('\u200B', '')).toContain(LURE);
}

async function settled(): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await t.ctx.database.raw.executeSql(
      `SELECT count(*)::int AS n FROM ${t.ctx.config.jobSchema}.job WHERE name = $1 AND state < 'completed'`,
      [SEND_MAIL_QUEUE],
    );
    if (Number((rows[0] as { n: number }).n) === 0) return;
    if (Date.now() > deadline) throw new Error('mail still queued');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function inbox(to: string): Promise<Mail[]> {
  return (await request<{ data: Mail[] }>(t.app, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.data;
}

describe('mail that one person sends another through the app', () => {
  it('makes a registration name plain text, never a link', async () => {
    const victim = uniqueEmail('victim');
    await registerAccount(t.app, { email: victim, first_name: LURE });
    expectNoLink(await waitForMail(t.app, victim));
  });

  it('makes names in order mails plain, and caps ticket mails to addresses other than the buyer’s', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {
      type: 'FREE',
      title: 'Free entry',
      prices: [{ price: 0, initial_quantity_available: 20 }],
    });
    const reserved = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 6 }]);
    expect(reserved.status).toBe(201);
    const buyer = uniqueEmail('buyer');
    const others = Array.from({ length: 5 }, (_, index) => uniqueEmail(`other-${index}`));
    const saved = await request(t.app, 'PUT', `/api/public/events/${live.eventId}/order/${reserved.body.data.short_id}`, {
      body: {
        order: { first_name: LURE, last_name: 'Buyer', email: buyer, answers: [] },
        attendees: (reserved.body.data.attendees as { ticket_price_id: number }[]).map((attendee, index) => ({
          ticket_price_id: attendee.ticket_price_id,
          first_name: LURE,
          last_name: 'Holder',
          // The first ticket is the buyer's own, the rest go to five other addresses.
          email: index === 0 ? buyer : others[index - 1],
          answers: [],
        })),
      },
    });
    expect(saved.body.data?.status).toBe('COMPLETED');
    await settled();

    const buyerMails = await inbox(buyer);
    expect(buyerMails.map((mail) => mail.subject.split(' ')[0]).sort()).toEqual(['Your', 'Your']);
    for (const mail of buyerMails) expectNoLink(mail);
    // The confirmation links all six tickets, so the buyer can hand on the ones not mailed.
    const confirmation = buyerMails.find((mail) => mail.subject.startsWith('Your order'))!;
    expect(confirmation.text.split(`/ticket/${live.eventId}/`).length - 1).toBe(6);

    const reached = [];
    for (const other of others) {
      const mails = await inbox(other);
      for (const mail of mails) expectNoLink(mail);
      if (mails.length > 0) reached.push(other);
    }
    expect(reached).toHaveLength(3);
  });
});
