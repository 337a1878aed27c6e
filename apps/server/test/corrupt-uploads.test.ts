import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { createEvent, createOrganizer, multipartBody, registerAccount, uploadImage, uploadOrganizerImage } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const noise = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });

interface Chunk {
  type: string;
  data: Buffer;
}

function pngChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.subarray(at + 4, at + 8).toString('latin1'), data: Buffer.from(png.subarray(at + 8, at + 8 + length)) });
    at += 12 + length;
  }
  return chunks;
}

/** Reassembles chunks with correct lengths and checksums, so only their content is wrong. */
function pngOf(signature: Buffer, chunks: Chunk[]): Buffer {
  const parts = [signature.subarray(0, 8)];
  for (const chunk of chunks) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(chunk.data.length, 0);
    head.write(chunk.type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(chunk.type, 'latin1'), chunk.data])), 0);
    parts.push(head, chunk.data, crc);
  }
  return Buffer.concat(parts);
}

/** A PNG whose header is valid and whose compressed pixel data is garbage. */
async function pngWithBrokenPixels(): Promise<Buffer> {
  const png = await noise(1000, 500).png().toBuffer();
  const chunks = pngChunks(png);
  const idat = chunks.find((chunk) => chunk.type === 'IDAT')!;
  for (let i = 2; i < idat.data.length; i += 1) idat.data[i] = (i * 37) & 0xff;
  return pngOf(png, chunks);
}

/** A PNG that promises twice the rows its pixel data holds. */
async function pngWithTooFewRows(): Promise<Buffer> {
  const png = await noise(1000, 500).png().toBuffer();
  const chunks = pngChunks(png);
  chunks.find((chunk) => chunk.type === 'IHDR')!.data.writeUInt32BE(1000, 4);
  return pngOf(png, chunks);
}

async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await noise(1000, 500).jpeg().toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
}

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n98\n%%EOF\n',
  'latin1',
);

function uploadDocument(token: string, eventId: number, content: Buffer, fileName: string) {
  const { body, contentType } = multipartBody({ type: 'DOCUMENT' }, { field: 'file', fileName, contentType: 'application/pdf', content });
  return request(t.app, 'POST', `/api/events/${eventId}/images`, { token, body, headers: { 'content-type': contentType } });
}

describe('corrupt uploads', () => {
  it('answers 422 INVALID_IMAGE for broken event and organizer images and stores nothing', async () => {
    const owner = await registerAccount(t.app);
    const organizer = await createOrganizer(t.app, owner.token);
    const event = await createEvent(t.app, owner.token);
    const broken: [string, Buffer][] = [
      ['broken pixel data', await pngWithBrokenPixels()],
      ['too few rows', await pngWithTooFewRows()],
      ['truncated jpeg', await truncatedJpeg()],
    ];
    for (const [name, content] of broken) {
      const cover = await uploadImage(t.app, owner.token, `/api/events/${event.id}/images`, content, { type: 'EVENT_COVER' });
      expect(cover.status, name).toBe(422);
      expect(cover.body.code, name).toBe('INVALID_IMAGE');
      expect(cover.body.errors, name).toHaveProperty('image');
      for (const type of ['ORGANIZER_COVER', 'ORGANIZER_LOGO']) {
        const upload = await uploadOrganizerImage(t.app, owner.token, organizer.id, content, { type });
        expect(upload.status, `${name} ${type}`).toBe(422);
        expect(upload.body.code, `${name} ${type}`).toBe('INVALID_IMAGE');
      }
    }
    const listed = await request(t.app, 'GET', `/api/events/${event.id}/images`, { token: owner.token });
    expect(listed.body.data).toEqual([]);
    const fine = await uploadImage(t.app, owner.token, `/api/events/${event.id}/images`, await noise(1000, 500).jpeg().toBuffer(), {
      type: 'EVENT_COVER',
    });
    expect(fine.status).toBe(201);
  });

  it('checks documents by their content', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const refused: [string, Buffer][] = [
      ['text named .pdf', Buffer.from('Dear guests, see you there.\n'.repeat(50))],
      ['header and nothing else', Buffer.from('%PDF-1.7\n' + 'x'.repeat(2000))],
      ['cut-off pdf', MINIMAL_PDF.subarray(0, 80)],
      ['broken png', await pngWithBrokenPixels()],
      ['png with too few rows', await pngWithTooFewRows()],
      ['truncated jpeg', await truncatedJpeg()],
    ];
    for (const [name, content] of refused) {
      const response = await uploadDocument(owner.token, event.id, content, 'programme.pdf');
      expect(response.status, name).toBe(422);
      expect(response.body.errors, name).toHaveProperty('file');
    }
    expect((await request(t.app, 'GET', `/api/events/${event.id}/images`, { token: owner.token })).body.data).toEqual([]);

    const pdf = await uploadDocument(owner.token, event.id, MINIMAL_PDF, 'programme.pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ type: 'DOCUMENT', mime_type: 'application/pdf' });
    const map = await uploadDocument(owner.token, event.id, await noise(300, 200).png().toBuffer(), 'map.png');
    expect(map.status).toBe(201);
    expect(map.body.data).toMatchObject({ mime_type: 'image/png', width: 300, height: 200 });
  });
});
