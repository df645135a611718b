import { describe, expect, it } from 'vitest';
import { monthLabel, monthRows } from '../../../src/lib/payment/monthly-summary';

describe('monthly summary', () => {
  it('names months in the page language, in UTC', () => {
    expect(monthLabel('2026-11', 'en')).toBe('Nov 2026');
    expect(monthLabel('2026-01', 'fr')).toBe('janv. 2026');
    expect(monthLabel('bad', 'en')).toBe('bad');
  });

  it('keeps every month oldest first, or nothing when nothing moved', () => {
    const months = [
      { month: '2026-10', spent: 0, deposited: 0, refunded: 0 },
      { month: '2026-11', spent: 1200, deposited: 50000, refunded: 300 },
    ];
    expect(monthRows({ months }, 'en')?.map((m) => [m.label, m.spent])).toEqual([['Oct 2026', 0], ['Nov 2026', 1200]]);
    expect(monthRows({ months: [months[0]!] }, 'en')).toBeNull();
  });
});
