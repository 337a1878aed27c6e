import { describe, expect, it } from 'vitest';
import { orderOutcome } from './order-outcome';

const NOW = Date.parse('2031-08-01T12:00:00Z');
const later = '2031-08-01T12:10:00Z';
const earlier = '2031-08-01T11:50:00Z';

describe('orderOutcome', () => {
  it('tells a paid order from one still open and one that ended without a sale', () => {
    expect(orderOutcome({ status: 'COMPLETED', reserved_until: null }, NOW)).toBe('completed');
    expect(orderOutcome({ status: 'RESERVED', reserved_until: later }, NOW)).toBe('held');
    expect(orderOutcome({ status: 'PAYMENT_FAILED', reserved_until: later }, NOW)).toBe('held');
    expect(orderOutcome({ status: 'PROCESSING', reserved_until: null }, NOW)).toBe('held');
    expect(orderOutcome({ status: 'RESERVED', reserved_until: earlier }, NOW)).toBe('ended');
    expect(orderOutcome({ status: 'EXPIRED', reserved_until: earlier }, NOW)).toBe('ended');
    expect(orderOutcome({ status: 'CANCELLED', reserved_until: null }, NOW)).toBe('ended');
  });
});
