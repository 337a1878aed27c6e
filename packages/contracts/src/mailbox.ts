import { z } from 'zod';

export const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type Mail = z.infer<typeof mailSchema>;
