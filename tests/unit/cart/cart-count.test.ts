import { beforeAll, describe, expect, it, vi } from 'vitest';

// A tab of its own: a window to receive `storage` events and a localStorage.
const storage = new Map<string, string>();
const tab = new EventTarget();
vi.stubGlobal('window', tab);
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
});

const { $cartCount, CART_COUNT_KEY, linkCartCountAcrossTabs, onCartCountFromOtherTab } = await import('../../../src/lib/cart/cart-count');
const { $loggedIn, clearLoginState } = await import('../../../src/lib/session/login-state');

/** What the browser fires in this tab when another tab writes the key. */
const fromOtherTab = (value: string) => tab.dispatchEvent(Object.assign(new Event('storage'), { key: CART_COUNT_KEY, newValue: value }));

describe('the cart count across tabs', () => {
  beforeAll(() => {
    storage.set(CART_COUNT_KEY, '7');
    $loggedIn.set(true);
    linkCartCountAcrossTabs();
  });

  it('starts a freshly loaded page at the last count known', () => {
    expect($cartCount.get()).toBe(7);
  });

  it('writes each count this tab learns for the other tabs', () => {
    $cartCount.set(9);
    expect(storage.get(CART_COUNT_KEY)).toBe('9');
  });

  it("takes another tab's count and tells the cart page, ignoring junk", () => {
    const listener = vi.fn();
    const stop = onCartCountFromOtherTab(listener);
    fromOtherTab('4');
    expect($cartCount.get()).toBe(4);
    expect(listener).toHaveBeenCalledOnce();
    fromOtherTab('-1');
    fromOtherTab('many');
    expect($cartCount.get()).toBe(4);
    stop();
    fromOtherTab('5');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('a logout writes 0, so every tab drops its badge', () => {
    clearLoginState();
    expect(storage.get(CART_COUNT_KEY)).toBe('0');
  });
});
