import { describe, expect, it } from 'vitest';
import { instantOfSiteTime, siteTimeInput, siteTimeText } from '../../../src/lib/desk/site-time';

describe('site time on the desk', () => {
  it('reads an entered time in the site\'s clock and keeps it as UTC', () => {
    expect(instantOfSiteTime('2026-03-02T16:00', 420)).toBe('2026-03-02T09:00:00.000Z');
    expect(instantOfSiteTime('2026-03-02T01:30', -300)).toBe('2026-03-02T06:30:00.000Z');
    expect(siteTimeInput('2026-03-02T09:00:00.000Z', 420)).toBe('2026-03-02T16:00');
    expect(siteTimeText('2026-03-02T09:00:00.000Z', 420)).toBe('2026/03/02 16:00 (UTC+07:00)');
  });

  it('refuses what is no time', () => {
    for (const value of ['', '2026-02-30T10:00', '2026-03-02 10:00', 'tomorrow']) expect(instantOfSiteTime(value, 0)).toBeNull();
  });
});
