import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('event slugs', () => {
  it('transliterates letters of other scripts instead of dropping them', () => {
    expect(slugify('Straße')).toBe('strasse');
    expect(slugify('Sommerfest in der Straße 2026')).toBe('sommerfest-in-der-strasse-2026');
    expect(slugify('Москва Джаз')).toBe('moskva-dzhaz');
    expect(slugify('北京音乐节 2026')).toBe('bei-jing-yin-le-jie-2026');
    expect(slugify('さくら まつり 2026')).toBe('sakura-maturi-2026');
    expect(slugify('東京ジャズ 2026')).toMatch(/^[a-z]+(-[a-z]+)*-2026$/);
    expect(slugify('Ελληνική βραδιά')).toBe('elliniki-vradia');
  });

  it('keeps Latin titles as before: accents dropped, punctuation turned into single dashes', () => {
    expect(slugify('Jazz at the Lighthouse')).toBe('jazz-at-the-lighthouse');
    expect(slugify('  Café Crème — Live! ')).toBe('cafe-creme-live');
    expect(slugify('Rock_&_Roll...night~')).toBe('rock-roll-night');
  });

  it('is never empty and never longer than 80 characters, without a trailing dash', () => {
    expect(slugify('🎉🎉')).toBe('event');
    expect(slugify('!!!')).toBe('event');
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
