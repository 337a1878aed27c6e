import { describe, expect, it } from 'vitest';
import { htmlToText } from './plain-text.js';

describe('organizer HTML as text', () => {
  it('decodes entities', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;live&gt; &quot;at&quot; the caf&eacute; &#39;n&#8217; bar&nbsp;&#x1F3B8;</p>')).toBe(
      'Tom & Jerry <live> "at" the café \'n’ bar 🎸',
    );
  });

  it('keeps paragraphs, headings and list items apart', () => {
    const html =
      '<h2>Line-up</h2><p>Doors at eight.</p><p>Bring a <strong>friend</strong>.</p><ul><li>One</li><li>Two</li></ul><p>Bye<br>now</p>';
    expect(htmlToText(html)).toBe('Line-up\n\nDoors at eight.\n\nBring a friend.\n\n * One\n * Two\n\nBye\nnow');
  });

  it('shows where a link goes unless its text says it already', () => {
    expect(htmlToText('<p><a href="https://example.org/map">Map</a> and <a href="https://example.org/">https://example.org/</a></p>')).toBe(
      'Map (https://example.org/map) and https://example.org/',
    );
  });

  it('drops scripts, styles and images and runs into one line on request', () => {
    const html = '<p>First</p><script>alert(1)</script><style>p{}</style><img src="x.png" alt="x"><p>Second</p>';
    expect(htmlToText(html)).toBe('First\n\nSecond');
    expect(htmlToText(html, { singleLine: true })).toBe('First Second');
  });

  it('is empty for nothing', () => {
    expect(htmlToText(null)).toBe('');
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText('<p> </p>')).toBe('');
  });
});
