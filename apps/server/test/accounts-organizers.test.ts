import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ORGANIZER_ENTITY } from '../src/features/organizers/present-organizer.js';
import { images } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { addMember, createOrganizer, multipartBody, pngImage, registerAccount, uploadOrganizerImage } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the account', () => {
  it('members read it; only administrators change it', async () => {
    const owner = await registerAccount(t.app, { first_name: 'Anna', last_name: 'Acme', currency_code: 'usd', timezone: 'Europe/Berlin' });
    const organizer = await addMember(t.app, owner, 'ORGANIZER');
    const url = `/api/accounts/${owner.account.id}`;
    const read = await request(t.app, 'GET', url, { token: organizer.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id: owner.account.id,
      name: 'Anna Acme',
      currency_code: 'USD',
      timezone: 'Europe/Berlin',
      owner_user_id: owner.user.id,
    });
    expect(read.body.data.event_defaults).toMatchObject({ order_timeout_in_minutes: 15, show_powered_by_footer: true });

    const refused = await request(t.app, 'PUT', url, { token: organizer.token, body: { name: 'Taken over' } });
    expect(refused.status).toBe(403);
    const renamed = await request(t.app, 'PUT', url, { token: owner.token, body: { name: 'Acme Live', email: 'Box@Acme.Test' } });
    expect(renamed.body.data).toMatchObject({ name: 'Acme Live', email: 'box@acme.test' });
  });

  it('merges event defaults instead of replacing them', async () => {
    const owner = await registerAccount(t.app);
    const url = `/api/accounts/${owner.account.id}`;
    await request(t.app, 'PUT', url, { token: owner.token, body: { event_defaults: { order_timeout_in_minutes: 30 } } });
    const second = await request(t.app, 'PUT', url, {
      token: owner.token,
      body: { event_defaults: { support_email: 'help@acme.test', show_powered_by_footer: false } },
    });
    expect(second.status).toBe(200);
    const read = await request(t.app, 'GET', url, { token: owner.token });
    expect(read.body.data.event_defaults).toEqual({
      order_timeout_in_minutes: 30,
      price_display_mode: 'EXCLUSIVE',
      support_email: 'help@acme.test',
      email_footer_message: null,
      notify_organizer_of_new_orders: true,
      show_powered_by_footer: false,
    });
  });

  it('rejects a bad time zone, currency or event default with 422 and changes nothing', async () => {
    const owner = await registerAccount(t.app);
    const url = `/api/accounts/${owner.account.id}`;
    const before = (await request(t.app, 'GET', url, { token: owner.token })).body.data;
    const cases: [Record<string, unknown>, string][] = [
      [{ timezone: 'Mars/Olympus_Mons', name: 'Changed' }, 'timezone'],
      [{ currency_code: 'EURO', name: 'Changed' }, 'currency_code'],
      [{ currency_code: '12$', name: 'Changed' }, 'currency_code'],
      [{ event_defaults: { order_timeout_in_minutes: 0 }, name: 'Changed' }, 'event_defaults.order_timeout_in_minutes'],
    ];
    for (const [body, field] of cases) {
      const response = await request(t.app, 'PUT', url, { token: owner.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
    expect((await request(t.app, 'GET', url, { token: owner.token })).body.data).toEqual(before);
  });
});

describe('organizers', () => {
  it('creates with the account defaults, lists, reads and updates', async () => {
    const owner = await registerAccount(t.app, { currency_code: 'GBP', timezone: 'Europe/London' });
    const created = await request(t.app, 'POST', '/api/organizers', {
      token: owner.token,
      body: { name: 'Harbour Hall', email: 'Hello@Harbour.Test', website: 'https://harbour.test', description: 'Concerts by the sea' },
    });
    expect(created.status).toBe(201);
    const organizer = created.body.data;
    expect(organizer).toMatchObject({
      name: 'Harbour Hall',
      email: 'hello@harbour.test',
      currency: 'GBP',
      timezone: 'Europe/London',
      images: [],
    });
    await createOrganizer(t.app, owner.token, { name: 'Attic Club' });

    const listed = await request(t.app, 'GET', '/api/organizers', { token: owner.token });
    expect(listed.body.meta.total).toBe(2);
    expect(listed.body.data.map((o: { name: string }) => o.name)).toEqual(['Attic Club', 'Harbour Hall']);
    expect((await request(t.app, 'GET', `/api/organizers/${organizer.id}`, { token: owner.token })).body.data).toEqual(organizer);

    const updated = await request(t.app, 'PUT', `/api/organizers/${organizer.id}`, {
      token: owner.token,
      body: { name: 'Harbour Hall II', website: null },
    });
    expect(updated.body.data).toMatchObject({
      name: 'Harbour Hall II',
      website: null,
      description: 'Concerts by the sea',
      email: 'hello@harbour.test',
    });
  });

  it('validates name, email and website', async () => {
    const owner = await registerAccount(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@b.test' }, 'name'],
      [{ name: '   ', email: 'a@b.test' }, 'name'],
      [{ name: 'x'.repeat(150), email: 'a@b.test' }, 'name'],
      [{ name: 'Ok', email: 'not-an-email' }, 'email'],
      [{ name: 'Ok', email: 'a@b.test', website: 'harbour.test' }, 'website'],
      [{ name: 'Ok', email: 'a@b.test', website: 'ftp://harbour.test' }, 'website'],
      [{ name: 'Ok', email: 'a@b.test', website: 'javascript:alert(1)' }, 'website'],
    ];
    for (const [body, field] of cases) {
      const response = await request(t.app, 'POST', '/api/organizers', { token: owner.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors), JSON.stringify(body)).toEqual([field]);
    }
    const organizer = await createOrganizer(t.app, owner.token, { name: 'Valid' });
    const update = await request(t.app, 'PUT', `/api/organizers/${organizer.id}`, {
      token: owner.token,
      body: { name: '', website: 'mailto:x@y.test' },
    });
    expect(update.status).toBe(422);
    expect(Object.keys(update.body.errors).sort()).toEqual(['name', 'website']);
    expect((await request(t.app, 'GET', '/api/organizers', { token: owner.token })).body.meta.total).toBe(1);
  });
});

function storedFiles(): string[] {
  const root = path.join(t.ctx.config.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((entry) => statSync(path.join(root, entry)).isFile());
}

async function imageRows(organizerId: number) {
  // Events and organizers have ids of their own: an event may share this number.
  return t.ctx.db
    .select()
    .from(images)
    .where(and(eq(images.entityType, ORGANIZER_ENTITY), eq(images.entityId, organizerId)));
}

describe('organizer images', () => {
  it('stores a cover as WebP, serves it, replaces it and deletes it', async () => {
    const owner = await registerAccount(t.app);
    const organizer = await createOrganizer(t.app, owner.token);
    const uploaded = await uploadOrganizerImage(t.app, owner.token, organizer.id, await pngImage(1000, 500));
    expect(uploaded.status).toBe(201);
    const image = uploaded.body.data;
    expect(image).toMatchObject({ type: 'ORGANIZER_COVER', mime_type: 'image/webp', width: 1000, height: 500, file_name: 'cover.png' });

    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1000, height: 500 });
    expect((await request(t.app, 'GET', `/api/organizers/${organizer.id}`, { token: owner.token })).body.data.images).toEqual([image]);

    const replacement = await uploadOrganizerImage(t.app, owner.token, organizer.id, await pngImage(1200, 600));
    expect(replacement.status).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect(await imageRows(organizer.id)).toHaveLength(1);

    const id = replacement.body.data.id;
    expect((await request(t.app, 'DELETE', `/api/organizers/${organizer.id}/images/${id}`, { token: owner.token })).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: replacement.body.data.url })).statusCode).toBe(404);
    expect((await request(t.app, 'GET', `/api/organizers/${organizer.id}`, { token: owner.token })).body.data.images).toEqual([]);
    expect((await request(t.app, 'DELETE', `/api/organizers/${organizer.id}/images/${id}`, { token: owner.token })).status).toBe(404);
  });

  it('refuses bad uploads with 422 and stores nothing', async () => {
    const owner = await registerAccount(t.app);
    const organizer = await createOrganizer(t.app, owner.token);
    const filesBefore = storedFiles();

    const small = await uploadOrganizerImage(t.app, owner.token, organizer.id, await pngImage(800, 400));
    expect(small.status).toBe(422);
    expect(small.body.errors.image).toEqual(['The image must be at least 900×450 pixels.']);

    const text = await uploadOrganizerImage(t.app, owner.token, organizer.id, Buffer.from('just some text, not a picture\n'.repeat(100)), {
      fileName: 'notes.png',
    });
    expect(text.status).toBe(422);
    expect(text.body.errors.image).toEqual(['The file must be a JPEG, PNG, WebP or GIF image.']);

    // Random noise barely compresses: a real PNG over 5 MB.
    const noise = await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
    const large = await uploadOrganizerImage(t.app, owner.token, organizer.id, noise);
    expect(large.status).toBe(422);
    expect(large.body.errors.image).toEqual(['The image must be smaller than 5 MB.']);

    const wrongType = await uploadOrganizerImage(t.app, owner.token, organizer.id, await pngImage(1000, 500), { type: 'EVENT_COVER' });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.errors)).toEqual(['type']);

    const url = `/api/organizers/${organizer.id}/images`;
    const notMultipart = await request(t.app, 'POST', url, { token: owner.token, body: { type: 'ORGANIZER_COVER' } });
    expect(notMultipart.status).toBe(422);
    const { body, contentType } = multipartBody(
      { type: 'ORGANIZER_COVER' },
      { field: 'image', fileName: 'a.png', contentType: 'image/png', content: await pngImage(1000, 500) },
    );
    const malformed: [string, Buffer | string, string][] = [
      ['no boundary', body, 'multipart/form-data'],
      ['cut short', body.subarray(0, body.length - 100), contentType],
      ['not multipart at all', 'hello', contentType],
    ];
    for (const [name, payload, type] of malformed) {
      const response = await request(t.app, 'POST', url, { token: owner.token, body: payload, headers: { 'content-type': type } });
      expect(response.status, name).toBe(422);
      expect(response.body.message).toBe('The request could not be read. Please check its format and try again.');
    }

    expect(await imageRows(organizer.id)).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
  });
});
