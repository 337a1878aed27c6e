import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { createEvent, createOrganizer, multipartBody, pngImage, registerAccount, uploadImage, uploadOrganizerImage } from './factories.js';

/*
 * The upload flows of the local-disk suites, with S3_* settings pointing at an S3-compatible server that this file
 * starts (s3rver, objects kept in a temporary directory). Files must be stored in the bucket only, served by the
 * app exactly as from disk, and gone from the bucket when replaced or deleted.
 */

const BUCKET = 'stagedoor-uploads';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3Dir: string;
let s3server: S3rver;
let bucket: S3Client;
let t: TestApp;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'stagedoor-s3-'));
  s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // The settings an operator would give, read as the server reads them.
  const { s3 } = loadConfig({
    DATA_DIR: s3Dir,
    APP_SECRET: 'x',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  t = await createTestApp({ s3 });
  bucket = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3server?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const keyOf = (url: string) => url.replace(/^\/api\/files\//, '');

async function objectKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function contentTypeInBucket(url: string): Promise<string | undefined> {
  return (await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: keyOf(url) }))).ContentType;
}

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n98\n%%EOF\n',
  'latin1',
);

function uploadDocument(token: string, eventId: number, content: Buffer, fileName: string) {
  const { body, contentType } = multipartBody({ type: 'DOCUMENT' }, { field: 'file', fileName, contentType: 'application/pdf', content });
  return request(t.app, 'POST', `/api/public/events/${eventId}/images`, { token, body, headers: { 'content-type': contentType } });
}

describe('uploads in an S3 bucket', () => {
  it('uses the bucket, not the data directory', () => {
    expect(t.ctx.storage.kind).toBe('s3');
  });

  it('stores an organizer cover in the bucket, serves it, replaces it and deletes it', async () => {
    const owner = await registerAccount(t.app);
    const organizer = await createOrganizer(t.app, owner.token);
    const uploaded = await uploadOrganizerImage(t.app, owner.token, organizer.id, await pngImage(1000, 500));
    expect(uploaded.status).toBe(201);
    const image = uploaded.body.data;
    expect(image).toMatchObject({ type: 'ORGANIZER_COVER', mime_type: 'image/webp', width: 1000, height: 500 });
    expect(await objectKeys()).toEqual(expect.arrayContaining([keyOf(image.url), keyOf(image.thumbnail_url)]));
    expect(await contentTypeInBucket(image.url)).toBe('image/webp');
    expect(existsSync(path.join(t.ctx.config.dataDir, 'uploads'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1000, height: 500 });
    const thumbnail = await t.app.inject({ method: 'GET', url: image.thumbnail_url });
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('webp');

    const replacement = await uploadOrganizerImage(t.app, owner.token, organizer.id, await pngImage(1200, 600));
    expect(replacement.status).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect(await objectKeys()).not.toContain(keyOf(image.url));
    expect(await objectKeys()).not.toContain(keyOf(image.thumbnail_url));
    const replaced = await t.app.inject({ method: 'GET', url: replacement.body.data.url });
    expect(await sharp(replaced.rawPayload).metadata()).toMatchObject({ width: 1200, height: 600 });

    const id = replacement.body.data.id;
    expect((await request(t.app, 'DELETE', `/api/organizers/${organizer.id}/images/${id}`, { token: owner.token })).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: replacement.body.data.url })).statusCode).toBe(404);
    expect(await objectKeys()).not.toContain(keyOf(replacement.body.data.url));
  });

  it('stores event covers and documents, copies them with the event and deletes them with it', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const cover = await uploadImage(t.app, owner.token, `/api/events/${event.id}/images`, await pngImage(1000, 500), {
      type: 'EVENT_COVER',
    });
    expect(cover.status).toBe(201);
    const pdf = await uploadDocument(owner.token, event.id, MINIMAL_PDF, 'programme.pdf');
    expect(pdf.status).toBe(201);
    expect(await contentTypeInBucket(pdf.body.data.url)).toBe('application/pdf');

    const servedPdf = await t.app.inject({ method: 'GET', url: pdf.body.data.url });
    expect(servedPdf.statusCode).toBe(200);
    expect(servedPdf.headers['content-type']).toBe('application/pdf');
    expect(servedPdf.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(servedPdf.rawPayload.equals(MINIMAL_PDF)).toBe(true);

    const copy = await request(t.app, 'POST', `/api/events/${event.id}/duplicate`, { token: owner.token, body: { title: 'Copy' } });
    expect(copy.status).toBe(201);
    const copied = (await request(t.app, 'GET', `/api/events/${copy.body.data.id}/images`, { token: owner.token })).body.data as {
      url: string;
      type: string;
    }[];
    expect(copied.map((file) => file.type).sort()).toEqual(['DOCUMENT', 'EVENT_COVER']);
    for (const file of copied) expect([cover.body.data.url, pdf.body.data.url]).not.toContain(file.url);

    expect(
      (await request(t.app, 'DELETE', `/api/public/events/${event.id}/images/${pdf.body.data.id}`, { token: owner.token })).status,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: pdf.body.data.url })).statusCode).toBe(404);
    expect((await request(t.app, 'DELETE', `/api/events/${event.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: cover.body.data.url })).statusCode).toBe(404);
    expect(await objectKeys()).not.toContain(keyOf(cover.body.data.url));

    // The copy's files are its own: the original's deletion left them in place.
    const copiedPdf = copied.find((file) => file.type === 'DOCUMENT')!;
    const servedCopy = await t.app.inject({ method: 'GET', url: copiedPdf.url });
    expect(servedCopy.statusCode).toBe(200);
    expect(servedCopy.headers['content-type']).toBe('application/pdf');
    expect(servedCopy.rawPayload.equals(MINIMAL_PDF)).toBe(true);
  });

  it('answers 404 for keys that name nothing or could never name a file', async () => {
    for (const url of [
      '/api/files/1/event/1/missing.webp',
      '/api/files/..%2F..%2Fetc/passwd',
      '/api/files/a//b.webp',
      `/api/files/${BUCKET}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('keeps the data directory free of uploads', () => {
    const uploads = path.join(t.ctx.config.dataDir, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  });
});
