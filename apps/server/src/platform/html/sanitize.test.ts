import { describe, expect, it } from 'vitest';
import { renderRichText, renderedCacheSize, richTextOrNull } from './sanitize.js';

describe('organizer HTML', () => {
  it('keeps formatting and http(s) links, drops everything active', () => {
    const html = [
      '<h2>Line-up</h2><p><strong>Bold</strong> <em>and</em> <a href="https://example.org/">a link</a></p>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
      '<iframe src="https://evil.example/">inside</iframe><style>p{}</style><form action="/x"><input></form>',
      '<img src=x onerror=alert(1)><svg onload=alert(1)><text>svg</text></svg><script>alert(1)</script>',
      '<a href="javascript:alert(1)">j</a><a href="JaVaScRiPt&#58;alert(1)">k</a><a href="data:text/html,x">d</a><a href="//evil.example/">r</a>',
    ].join('');
    expect(richTextOrNull(html)).toBe(
      '<h2>Line-up</h2><p><strong>Bold</strong> <em>and</em> <a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">a link</a></p>' +
        '<a target="_blank" rel="noopener noreferrer nofollow">j</a><a target="_blank" rel="noopener noreferrer nofollow">k</a>' +
        '<a target="_blank" rel="noopener noreferrer nofollow">d</a><a target="_blank" rel="noopener noreferrer nofollow">r</a>',
    );
  });

  it('renders the same answer from memory, and large texts too', () => {
    const hostile = '<p>x</p><script>alert(1)</script>';
    expect(renderRichText(hostile)).toBe('<p>x</p>');
    expect(renderRichText(hostile)).toBe('<p>x</p>');
    const large = `<p>${'a'.repeat(400_000)}</p><img src=x onerror=alert(1)>`;
    expect(renderRichText(large)).toBe(`<p>${'a'.repeat(400_000)}</p>`);
    for (let i = 0; i < 100; i++)
      expect(renderRichText(`<p>${i}${'b'.repeat(30_000)}</p><style>*{}</style>`)).toBe(`<p>${i}${'b'.repeat(30_000)}</p>`);
    expect(renderRichText('<p><br></p>')).toBeNull();
    expect(renderRichText(null)).toBeNull();
    expect(renderRichText('')).toBeNull();
  });

  it('keeps what it remembers within its budget of characters', () => {
    for (let i = 0; i < 100; i++) renderRichText(`<p>${i}${'c'.repeat(40_000)}</p>`);
    expect(renderedCacheSize()).toBeGreaterThan(1_500_000);
    expect(renderedCacheSize()).toBeLessThanOrEqual(2_000_000);
  });
});
