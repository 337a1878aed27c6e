import { Typography, type TypographyProps } from '@mantine/core';

interface RichTextProps extends Omit<TypographyProps, 'children'> {
  /**
   * Organizer HTML exactly as an API answer carries it: the server passes every such field through
   * its one sanitizer (platform/html/sanitize) when it is saved and again in every answer. Never
   * pass anything else here.
   */
  html: string | null | undefined;
}

export function RichText({ html, ...props }: RichTextProps) {
  if (!html || !html.trim()) return null;
  return <Typography {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
