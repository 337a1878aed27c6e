/**
 * Names and other text typed by one person and mailed to another, made plain: line
 * breaks and control characters become spaces, and a zero-width space follows every
 * dot, colon, slash and @, so that mail clients that link anything looking like an
 * address or a URL leave the text alone. It reads the same; the layout escapes HTML.
 */
export function plainName(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/([.:/@])(?=\S)/g, '$1\u200B');
}
