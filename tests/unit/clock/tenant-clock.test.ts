import { describe, expect, it } from 'vitest';
import { clockParts, formatClock, formatUtcOffset } from '../../../src/lib/clock/tenant-clock';

const NOON_UTC = Date.UTC(2024, 0, 31, 12, 5, 9); // 2024-01-31 12:05:09 UTC

describe('formatClock', () => {
  it('formats UTC as YYYY/MM/DD HH:mm:ss with zero padding', () => {
    expect(formatClock(NOON_UTC, 0)).toBe('2024/01/31 12:05:09');
  });

  it('shows the time in the tenant offset, not the runtime zone', () => {
    expect(formatClock(NOON_UTC, 420)).toBe('2024/01/31 19:05:09');
    expect(formatClock(NOON_UTC, -330)).toBe('2024/01/31 06:35:09');
  });

  it('rolls over the date, month and year', () => {
    expect(formatClock(Date.UTC(2023, 11, 31, 20, 0, 0), 300)).toBe('2024/01/01 01:00:00');
    expect(formatClock(Date.UTC(2024, 2, 1, 1, 0, 0), -120)).toBe('2024/02/29 23:00:00');
  });
});

describe('clockParts', () => {
  it('gives the calendar year in the tenant offset', () => {
    expect(clockParts(Date.UTC(2024, 11, 31, 23, 30), 60).year).toBe(2025);
  });
});

describe('formatUtcOffset', () => {
  it.each([
    [420, 'UTC+07:00'],
    [0, 'UTC+00:00'],
    [-210, 'UTC-03:30'],
    [345, 'UTC+05:45'],
    [840, 'UTC+14:00'],
    [-720, 'UTC-12:00'],
  ])('%i minutes → %s', (minutes, label) => {
    expect(formatUtcOffset(minutes)).toBe(label);
  });
});
