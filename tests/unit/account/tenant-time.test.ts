import { describe, expect, it } from 'vitest';
import { formatTenantTime } from '../../../src/lib/account/tenant-time';

describe('tenant time', () => {
  it('shows a timestamp to the minute in the tenant offset, whatever the runtime zone', () => {
    expect(formatTenantTime('2026-03-01T23:30:59Z', 7 * 60)).toBe('2026/03/02 06:30');
    expect(formatTenantTime('2026-03-01T23:30:59Z', 0)).toBe('2026/03/01 23:30');
  });
});
