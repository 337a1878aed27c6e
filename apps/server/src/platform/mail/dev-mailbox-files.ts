import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { createLocalStorage } from '../storage/local-storage.js';
import type { Storage } from '../storage/storage.js';
import type { MailAttachment } from './mailer.js';

/** What the development mailbox tells of one kept attachment. */
export interface KeptAttachment {
  filename: string;
  content_type: string;
  size: number;
  /** The Content-ID an HTML part refers to (`cid:…`), for inline images. */
  content_id: string | null;
}

/** A mail row as far as its files are concerned: the id alone could repeat after the database is reset. */
interface MailKey {
  id: number;
  createdAt: Date;
}

/**
 * The attachments of mails kept in the development mailbox, as files under
 * DATA_DIR/dev-mailbox (never under the public uploads): one folder per mail with the
 * files by position and a list of their names, types and content ids.
 */
/** A small kept file whole (the mailbox's attachments and their list), or null when there is none. */
async function readWhole(storage: Storage, key: string): Promise<Buffer | null> {
  const file = await storage.open(key);
  return file ? buffer(file.body) : null;
}

export function devMailboxFiles(dataDir: string) {
  const storage = createLocalStorage(path.join(dataDir, 'dev-mailbox'));
  const folder = (mail: MailKey) => `${mail.id}-${mail.createdAt.getTime()}`;
  const listKey = (mail: MailKey) => `${folder(mail)}/attachments.json`;

  return {
    async save(mail: MailKey, attachments: MailAttachment[]): Promise<void> {
      if (attachments.length === 0) return;
      const kept: KeptAttachment[] = [];
      for (const [index, attachment] of attachments.entries()) {
        const body = Buffer.from(attachment.content, attachment.encoding === 'base64' ? 'base64' : 'utf8');
        await storage.put(`${folder(mail)}/${index}`, body, attachment.contentType);
        kept.push({
          filename: attachment.filename,
          content_type: attachment.contentType,
          size: body.length,
          content_id: attachment.cid ?? null,
        });
      }
      await storage.put(listKey(mail), Buffer.from(JSON.stringify(kept)), 'application/json');
    },
    async list(mail: MailKey): Promise<KeptAttachment[]> {
      const list = await readWhole(storage, listKey(mail));
      return list ? (JSON.parse(list.toString('utf8')) as KeptAttachment[]) : [];
    },
    /** One attachment with its content, or null when the mail has none at that position. */
    async read(mail: MailKey, index: number): Promise<(KeptAttachment & { body: Buffer }) | null> {
      const attachment = (await this.list(mail))[index];
      const body = attachment ? await readWhole(storage, `${folder(mail)}/${index}`) : null;
      return attachment && body ? { ...attachment, body } : null;
    },
  };
}
export type DevMailboxFiles = ReturnType<typeof devMailboxFiles>;
