import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Account, Mail, Organizer, Role, User } from '@stagedoor/contracts';
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
export async function waitForMail(app: FastifyInstance, to: string, match: (mail: Mail) => boolean = () => true, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await request<{ data: Mail[] }>(app, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mail = response.body.data?.find(match);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export function linkToken(mail: Mail, pathPrefix: string): string {
  const match = new RegExp(`${pathPrefix.replace(/[/]/g, '\\/')}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${pathPrefix} link in mail: ${mail.text}`);
  return match[1];
}

/** Invites a member with the given role and has them accept; returns their session. */
export async function addMember(app: FastifyInstance, admin: Registered, role: Role): Promise<{ token: string; user: User; email: string }> {
  const email = uniqueEmail(role.toLowerCase());
  const invited = await request(app, 'POST', '/api/users', { token: admin.token, body: { first_name: 'Mia', last_name: 'Member', email, role } });
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
  const response = await request(app, 'POST', '/api/organizers', { token, body: { name: 'Night Owl Events', email: uniqueEmail('org'), ...overrides } });
  if (response.status !== 201) throw new Error(`organizer failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** Logs in with the shared test password; returns the raw answer. */
export function login(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}) {
  return request(app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD, ...extra } });
}

/** A real PNG of the given size, in one colour. */
export function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();
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

export function uploadOrganizerImage(app: FastifyInstance, token: string | undefined, organizerId: number, content: Buffer, options: UploadOptions = {}) {
  return uploadImage(app, token, `/api/organizers/${organizerId}/images`, content, options);
}

/** Every mail the development mailbox holds for an address, newest first. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<Mail[]> {
  const response = await request<{ data: Mail[] }>(app, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return response.body.data;
}
