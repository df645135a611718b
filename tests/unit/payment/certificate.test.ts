import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/lib/session/shopper-api', () => ({ shopperApi: () => ({}) }));
const { isCertificatePicture } = await import('../../../src/lib/payment/certificate');

describe('transfer certificate pictures', () => {
  it.each([
    [{ type: 'image/jpeg', size: 2_000_000 }, true],
    [{ type: 'image/png', size: 10_485_760 }, true],
    [{ type: 'image/png', size: 10_485_761 }, false],
    [{ type: 'application/pdf', size: 1000 }, false],
    [{ type: 'image/gif', size: 1000 }, false],
  ])('%j → %s', (file, ok) => {
    expect(isCertificatePicture(file)).toBe(ok);
  });
});
