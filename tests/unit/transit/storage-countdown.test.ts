import { describe, expect, it } from 'vitest';
import { isShippable, storageLeftShare, storageTone } from '../../../src/lib/transit/storage-countdown';

describe('storage countdown', () => {
  it('warns from the first reminder, urges from the last, and says when it is over', () => {
    expect(storageTone({ storageState: 'FREE', storageDaysLeft: 60 })).toBe('ok');
    expect(storageTone({ storageState: 'ENDING_SOON', storageDaysLeft: 30 })).toBe('soon');
    expect(storageTone({ storageState: 'ENDING_SOON', storageDaysLeft: 8 })).toBe('soon');
    expect(storageTone({ storageState: 'ENDING_SOON', storageDaysLeft: 7 })).toBe('urgent');
    expect(storageTone({ storageState: 'OVERDUE', storageDaysLeft: 0 })).toBe('overdue');
  });

  it('draws the share of the free period left, within 0 and 1', () => {
    expect(storageLeftShare(45, 90)).toBe(0.5);
    expect(storageLeftShare(120, 90)).toBe(1);
    expect(storageLeftShare(0, 90)).toBe(0);
    expect(storageLeftShare(5, 0)).toBe(0);
  });

  it('ships only what is in stock', () => {
    expect(isShippable({ state: 'IN_STOCK' })).toBe(true);
    expect(isShippable({ state: 'IN_TRANSIT_ORDER' })).toBe(false);
  });
});
