import { Typography, type TypographyProps } from '@mantine/core';

interface RichTextProps extends Omit<TypographyProps, 'children'> {
  /** Organizer text, sanitized by the server when it was saved (platform/html/sanitize). */
  html: string | null | undefined;
}

export function RichText({ html, ...props }: RichTextProps) {
  if (!html || !html.trim()) return null;
  return <Typography {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
