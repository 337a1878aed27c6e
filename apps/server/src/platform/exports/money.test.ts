import { describe, expect, it } from 'vitest';
import { fractionDigits, majorUnits } from './money.js';
import { csvDateTime, currencyNumFmt, ExportDateTime } from './export-file.js';

describe('amounts in major units', () => {
  it('places the currency’s digits exactly, without a float', () => {
    expect(majorUnits(5008, 'EUR')).toBe('50.08');
    expect(majorUnits(5, 'EUR')).toBe('0.05');
    expect(majorUnits(-105, 'EUR')).toBe('-1.05');
    expect(majorUnits(5008, 'JPY')).toBe('5008');
    expect(majorUnits(12345, 'KWD')).toBe('12.345');
    expect(majorUnits(9_007_199_254_740_991, 'EUR')).toBe('90071992547409.91');
    expect(fractionDigits('JPY')).toBe(0);
  });

  it('names the currency in the XLSX number format and the zone in the CSV time', () => {
    expect(currencyNumFmt('EUR')).toBe('#,##0.00 "EUR"');
    expect(currencyNumFmt('JPY')).toBe('#,##0 "JPY"');
    const at = new Date('2026-03-29T00:30:00Z');
    expect(csvDateTime(new ExportDateTime(at, 'Europe/Berlin'))).toBe('2026-03-29T01:30:00+01:00[Europe/Berlin]');
    expect(csvDateTime(new ExportDateTime(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin'))).toBe(
      '2026-03-29T03:30:00+02:00[Europe/Berlin]',
    );
  });
});
