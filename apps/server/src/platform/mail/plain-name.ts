/**
 * Names and other text typed by one person and mailed to another, made plain: line
 * breaks and control characters become spaces, and a zero-width space follows every
 * dot, colon, slash and @, so that mail clients that link anything looking like an
 * address or a URL ("https://evil.example/x", "evil.example", "a@b.example") leave the
 * text alone: the zero-width space ends the token a linker would match, in the HTML part
 * and in the plain-text part alike, and unlike an entity or markup it survives clients
 * that re-render or strip the HTML. It reads the same; the layout escapes HTML.
 * Applying it twice changes nothing more.
 */
export function plainName(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/([.:/@])(?=[^\s\u200B])/g, '$1\u200B');
}
