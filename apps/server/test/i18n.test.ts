import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, V } from '@stagedoor/contracts';
import { t } from '../src/platform/i18n/index.js';
import { readCatalogue } from '../src/platform/i18n/catalogues.js';
import { STATUS_BY_CODE } from '../src/platform/errors.js';
import { renderMail } from '../src/platform/mail/templates.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { mailsTo, uniqueEmail, waitForMail } from './factories.js';
import { addTicket, details, liveEvent, reserve } from './selling-factories.js';

const serverSrc = path.join(import.meta.dirname, '../src');
const contractsSrc = path.join(import.meta.dirname, '../../../packages/contracts/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('ICU plurals in the server catalogues', () => {
  const body = (locale: (typeof LOCALES)[number], count: number) =>
    t(locale, 'mail.organizer_new_order.body', { name: 'Bea Buyer', email: 'bea@example.test', count, total: '€50.00' });

  it('chooses the form each language uses for 1 and 2', () => {
    expect(body('en', 1)).toBe('Bea Buyer (bea@example.test) ordered 1 ticket for €50.00.');
    expect(body('en', 2)).toBe('Bea Buyer (bea@example.test) ordered 2 tickets for €50.00.');
    expect(body('de', 1)).toBe('Bea Buyer (bea@example.test) hat 1 Ticket für €50.00 bestellt.');
    expect(body('de', 2)).toBe('Bea Buyer (bea@example.test) hat 2 Tickets für €50.00 bestellt.');
    expect(body('pt-br', 1)).toBe('Bea Buyer (bea@example.test) pediu 1 ingresso por €50.00.');
    expect(body('pt-br', 2)).toBe('Bea Buyer (bea@example.test) pediu 2 ingressos por €50.00.');
    expect(body('zh-cn', 1)).toBe('Bea Buyer（bea@example.test）订购了 1 张门票，共 €50.00。');
    expect(body('zh-cn', 2)).toBe('Bea Buyer（bea@example.test）订购了 2 张门票，共 €50.00。');
  });

  it('follows each language’s rule for zero and writes large counts in its number format', () => {
    // Brazilian Portuguese and French count 0 as singular; European Portuguese and English do not.
    expect(body('pt-br', 0)).toContain('pediu 0 ingresso por');
    expect(body('fr', 0)).toContain('a commandé 0 billet pour');
    expect(body('pt', 0)).toContain('encomendou 0 bilhetes por');
    expect(body('en', 0)).toContain('ordered 0 tickets for');
    expect(body('de', 1500)).toContain('hat 1.500 Tickets');
    expect(body('en', 1500)).toContain('ordered 1,500 tickets');
  });

  it('has no "(s)" left in any catalogue: counted nouns are ICU plurals', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of readCatalogue(locale)) expect(`${locale} ${key}: ${text}`).not.toMatch(/\(s\)|\(e?s\)|\(n\)/);
    }
  });

  it('leaves values as they are: no escaping and no unescaping', () => {
    const name = 'Tom & <Jerry> "\\u0041" \\x41 O\'Brien {x}';
    expect(t('en', 'mail.greeting', { name })).toBe(`Hello ${name},`);
    expect(t('fr', 'mail.message.reason', { event: "L'été & <co> \\n" })).toMatch(/ pour L'été & <co> \\n\.$/);
  });

  it('returns an unknown key as it is', () => {
    expect(t('de', 'error.NO_SUCH_KEY')).toBe('error.NO_SUCH_KEY');
  });

  it('renders a mail whose HTML is escaped once by the layout', () => {
    const mail = renderMail('invitation', 'de', {
      name: 'Ann & Bo',
      url: 'https://example.test/a?b=1&c=2',
      account: '<Acme>',
      inviter: 'Zoë',
    });
    expect(mail.subject).toBe('Sie wurden eingeladen, <Acme> beizutreten');
    expect(mail.html).toContain('Hallo Ann &#38; Bo,');
    expect(mail.html).toContain('&#60;Acme&#62;');
    expect(mail.html).not.toContain('&amp;#');
    expect(mail.text).toContain('Hallo Ann & Bo,');
  });

  it('writes the reset link lifetime in minutes with the right form', () => {
    expect(renderMail('reset_password', 'en', { name: 'A', url: 'https://x.test', minutes: 1 }).text).toContain('valid for 1 minute.');
    expect(renderMail('reset_password', 'de', { name: 'A', url: 'https://x.test', minutes: 60 }).text).toContain('60 Minuten lang gültig');
  });
});

describe('every message key the server uses', () => {
  const english = readCatalogue('en');
  const files = sourceFiles(serverSrc).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const PREFIXES = 'error|validation|mail|export|page|question';

  it('exists in the English catalogue: quoted keys in the code', () => {
    const used = new Set<string>();
    for (const { text } of files) {
      for (const match of text.matchAll(new RegExp(`['"\`]((?:${PREFIXES})\\.[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*)['"\`]`, 'g')))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });

  it('exists in the English catalogue: keys built from a template match at least one entry', () => {
    const patterns = new Set<string>();
    for (const { text } of files) {
      for (const match of text.matchAll(new RegExp(`\`((?:${PREFIXES})\\.[^\`]*\\$\\{[^\`]*)\``, 'g'))) patterns.add(match[1]!);
    }
    expect(patterns.size).toBeGreaterThan(3);
    const unmatched = [...patterns].filter((pattern) => {
      const regex = new RegExp(
        `^${pattern
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[A-Za-z0-9_]+')}$`,
      );
      return ![...english.keys()].some((key) => regex.test(key));
    });
    expect(unmatched).toEqual([]);
  });

  it('exists for every error code and every validation message of the contracts', () => {
    const keys = Object.keys(STATUS_BY_CODE).map((code) => `error.${code}`);
    keys.push(...Object.values(V).map((message) => `validation.${message}`));
    for (const file of sourceFiles(contractsSrc)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/message: '([a-z_]+)'/g)) keys.push(`validation.${match[1]}`);
    }
    expect([...new Set(keys)].filter((key) => !english.has(key))).toEqual([]);
  });

  it('exists for every mail template: subject, body and, with a link, the button', () => {
    const templates = readFileSync(path.join(serverSrc, 'platform/mail/templates.ts'), 'utf8');
    const block = /export interface MailTemplates \{([\s\S]*?)\n\}/.exec(templates)![1]!;
    const missing: string[] = [];
    for (const [, name, params] of block.matchAll(/^\s+(\w+): \{([^}]*)\}/gm)) {
      const suffixes = ['subject', 'body', ...(/\burl:/.test(params!) ? ['action'] : [])];
      for (const suffix of suffixes) if (!english.has(`mail.${name}.${suffix}`)) missing.push(`mail.${name}.${suffix}`);
    }
    expect(block).toContain('reset_password');
    expect(missing).toEqual([]);
  });
});

describe('the organizer mail of an order', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function orderFreeTickets(locale: string, quantity: number) {
    const live = await liveEvent(app.app, app.ctx);
    if (locale !== 'en') {
      const changed = await request(app.app, 'PUT', '/api/users/me', { token: live.owner.token, body: { locale } });
      expect(changed.status).toBe(200);
    }
    const ticket = await addTicket(app.app, live, {
      type: 'FREE',
      title: 'Open rehearsal',
      prices: [{ price: 0, initial_quantity_available: 10 }],
    });
    const reserved = await reserve(app.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity }]);
    expect(reserved.status).toBe(201);
    const done = await details(app.app, live.eventId, reserved.body.data, uniqueEmail('buyer'));
    expect(done.body.data.status).toBe('COMPLETED');
    return { live, reference: done.body.data.public_reference as string };
  }

  it('counts 2 tickets in English, not "ticket(s)"', async () => {
    const { live, reference } = await orderFreeTickets('en', 2);
    const mail = await waitForMail(app.app, live.organizerEmail, (m) => m.subject === `New order ${reference} for Harbour Lights Festival`);
    expect(mail.text).toContain('Bea Buyer');
    expect(mail.text).toMatch(/ordered 2 tickets for /);
    expect(mail.text).not.toContain('ticket(s)');
    expect(mail.html).toMatch(/ordered 2 tickets for /);
  });

  it('uses the German plural and singular', async () => {
    const two = await orderFreeTickets('de', 2);
    const mail = await waitForMail(app.app, two.live.organizerEmail, (m) => m.subject.includes(two.reference));
    expect(mail.subject).toBe(`Neue Bestellung ${two.reference} für Harbour Lights Festival`);
    expect(mail.text).toMatch(/hat 2 Tickets für .+ bestellt\./);
    expect(mail.text).not.toContain('Ticket(s)');

    const one = await orderFreeTickets('de', 1);
    const single = await waitForMail(app.app, one.live.organizerEmail, (m) => m.subject.includes(one.reference));
    expect(single.text).toMatch(/hat 1 Ticket für .+ bestellt\./);
    expect(await mailsTo(app.app, one.live.organizerEmail)).toHaveLength(1);
  });

  it('answers a too-long field in the caller’s language, with the count in its plural', async () => {
    const live = await liveEvent(app.app, app.ctx);
    for (const [language, expected] of [
      ['de', 'Darf höchstens 255 Zeichen lang sein.'],
      ['en', 'Must be at most 255 characters.'],
      ['zh-CN', '长度不能超过 255 个字符。'],
    ] as const) {
      const answer = await request(app.app, 'POST', `/api/events/${live.eventId}/tickets`, {
        token: live.owner.token,
        headers: { 'accept-language': language },
        body: { type: 'PAID', title: 'General admission', prices: [{ price: 2500, label: 'x'.repeat(256) }] },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors['prices.0.label']).toEqual([expected]);
    }
  });
});
