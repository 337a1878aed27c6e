import { z } from 'zod';

/** A file kept with a development mail: `url` downloads it, `content_id` names an inline image of the HTML (`cid:`). */
export const mailAttachmentSchema = z.object({
  index: z.number().int(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  content_id: z.string().nullable(),
  url: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(mailAttachmentSchema),
  created_at: z.string(),
});
export type Mail = z.infer<typeof mailSchema>;
