import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  homepageContrastIssues,
  homepagePageTextColor,
  meetsContrast,
  readableTextColor,
  relativeLuminance,
} from './colors.js';

const design = {
  homepage_background_color: '#f5f3ef',
  homepage_content_background_color: '#ffffff',
  homepage_secondary_color: '#0b7285',
  homepage_text_color: '#1a1b1e',
  homepage_button_color: '#0b7285',
  homepage_button_text_color: '#ffffff',
  homepage_link_color: '#0b7285',
};

describe('contrast', () => {
  it('computes WCAG luminance and ratios', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#FFFFFF')).toBe(1);
    // Reference values: #777 on white is 4.48:1, just below AA; #767676 is the lightest grey that passes.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('treats a colour still being typed as no colour', () => {
    expect(contrastRatio('#12', '#ffffff')).toBeNull();
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(meetsContrast('#12', '#ffffff')).toBe(true);
    expect(readableTextColor('#12', '#000000')).toBe('#ffffff');
    expect(readableTextColor('#000000', '#12')).toBe('#000000');
  });

  it('keeps a readable colour and otherwise picks black or white', () => {
    expect(readableTextColor('#1a1b1e', '#ffffff')).toBe('#1a1b1e');
    expect(readableTextColor('#1a1b1e', '#101820')).toBe('#ffffff');
    expect(readableTextColor('#ffffff', '#fef3c7')).toBe('#000000');
    // Mid grey: black reads better than white on it.
    expect(readableTextColor('#808080', '#808080')).toBe('#000000');
    for (const background of ['#000000', '#ffffff', '#ff0000', '#0000ff', '#777777', '#00ff00', '#123456']) {
      expect(contrastRatio(readableTextColor('#888888', background), background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('homepage colours', () => {
  it('finds no issue in the default design', () => {
    expect(homepageContrastIssues(design)).toEqual([]);
    expect(homepagePageTextColor(design)).toBe('#1a1b1e');
  });

  it('names every pair that fails AA', () => {
    expect(homepageContrastIssues({ ...design, homepage_content_background_color: '#1a1b1e' })).toEqual(['text', 'links', 'secondary']);
    expect(homepageContrastIssues({ ...design, homepage_button_text_color: '#0c8599' })).toEqual(['button_text']);
  });

  it('keeps the footer readable on a dark page around a light content surface', () => {
    const dark = { ...design, homepage_background_color: '#111111' };
    expect(homepageContrastIssues(dark)).toEqual([]);
    expect(homepagePageTextColor(dark)).toBe('#ffffff');
  });
});
