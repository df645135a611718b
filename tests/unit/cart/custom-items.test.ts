import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cart } from './fixtures';

const api = { getCart: vi.fn(), addCustomItem: vi.fn(), removeCustomItem: vi.fn() };
vi.mock('../../../src/lib/session/shopper-api', () => ({ shopperApi: () => api }));

const { addCustomItem, removeCustomItem } = await import('../../../src/lib/cart/custom-items');
const { $cartCount } = await import('../../../src/lib/cart/cart-count');
const { $loggedIn } = await import('../../../src/lib/session/login-state');

const teapot = { title: 'Hand-made teapot', link: 'https://item.jd.com/1.html', unitPrice: 6_660, quantity: 2 };

describe('custom items and the header count', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    $loggedIn.set(true);
    $cartCount.set(cart.totalQuantity);
  });
  afterEach(() => $loggedIn.set(false));

  it('takes the provider\'s count (custom items included) after an item is added and after one is removed', async () => {
    api.addCustomItem.mockResolvedValue({ items: [{ id: 7, ...teapot }] });
    api.getCart.mockResolvedValueOnce({ ...cart, totalQuantity: cart.totalQuantity + 2 });
    expect(await addCustomItem(teapot, null)).toBe(7);
    await vi.waitFor(() => expect($cartCount.get()).toBe(cart.totalQuantity + 2));

    api.removeCustomItem.mockResolvedValue({ items: [] });
    api.getCart.mockResolvedValueOnce(cart);
    await removeCustomItem(7);
    await vi.waitFor(() => expect($cartCount.get()).toBe(cart.totalQuantity));
    expect(api.getCart).toHaveBeenCalledTimes(2);
  });
});
