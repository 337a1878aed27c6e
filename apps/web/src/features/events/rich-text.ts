/** SPEC §5: a description holding only markup and no text counts as empty. */
export function htmlHasText(html: string | null | undefined): boolean {
  if (!html) return false;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.trim().length > 0;
}

/** What a rich-text field sends: its markup, or null when it holds no text. */
export function richTextOrNull(html: string | null | undefined): string | null {
  return htmlHasText(html) ? (html as string) : null;
}
