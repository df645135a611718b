import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartItemsOf } from '../../../src/lib/cart/cart';
import { cart, item } from './fixtures';

const api = {
  getCart: vi.fn(), setCartItemQuantity: vi.fn(), setCartItemMessage: vi.fn(), removeCartItem: vi.fn(), clearCart: vi.fn(), refreshCart: vi.fn(),
};
vi.mock('../../../src/lib/session/shopper-api', () => ({ shopperApi: () => api }));
const pushToast = vi.fn();
vi.mock('../../../src/lib/toasts/toasts', () => ({ pushToast }));

const store = await import('../../../src/lib/cart/cart-store');
const { $cartCount } = await import('../../../src/lib/cart/cart-count');
const { $loggedIn } = await import('../../../src/lib/session/login-state');

const shownItem = (id: number) => cartItemsOf(store.$cart.get()!).find((i) => i.id === id);
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { name: 'HTTPError', response: new Response(null, { status }) });

describe('the cart store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
    $loggedIn.set(true);
    store.seedCart(cart);
  });
  afterEach(() => {
    $loggedIn.set(false);
    vi.useRealTimers();
  });

  it('seeds the cart, selects what can be bought and sets the header count', () => {
    expect(store.$cart.get()).toBe(cart);
    expect([...store.$selection.get()]).toEqual([1, 2, 4]);
    expect($cartCount.get()).toBe(11);
  });

  it('shows a quantity at once and sends only the last one, after the shopper pauses', async () => {
    api.setCartItemQuantity.mockResolvedValue(item(4, { quantity: 5, unitPrice: 190 }));
    store.editItem(4, 'quantity', 4);
    store.editItem(4, 'quantity', 5);
    expect(shownItem(4)?.quantity).toBe(5);
    expect(api.setCartItemQuantity).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(api.setCartItemQuantity).toHaveBeenCalledExactlyOnceWith(4, 5);
    expect(shownItem(4)).toMatchObject({ quantity: 5, unitPrice: 190 });
    // The header follows what the provider confirmed.
    expect($cartCount.get()).toBe(13);
  });

  it('rolls back to the server state and says so when the provider refuses', async () => {
    api.setCartItemQuantity.mockRejectedValue(httpError(400));
    store.editItem(1, 'quantity', 9);
    expect(shownItem(1)?.quantity).toBe(9);
    await vi.advanceTimersByTimeAsync(400);
    expect(shownItem(1)?.quantity).toBe(2);
    expect($cartCount.get()).toBe(11);
    expect(pushToast).toHaveBeenCalledExactlyOnceWith({ kind: 'error', messageKey: 'cart:error.quantity-not-saved' });
  });

  it('leaves a 401 to the session rule (no second toast)', async () => {
    api.setCartItemMessage.mockRejectedValue(httpError(401));
    store.editItem(2, 'message', 'red one');
    await vi.advanceTimersByTimeAsync(400);
    expect(shownItem(2)?.message).toBe('');
    expect(pushToast).not.toHaveBeenCalled();
  });

  it('sends waiting edits before removing an item, then shows the provider cart with the selection pruned', async () => {
    api.setCartItemMessage.mockResolvedValue(item(1, { quantity: 2, unitPrice: 1250, message: 'gift' }));
    api.removeCartItem.mockResolvedValue({ shops: [cart.shops[1]], totalQuantity: 8 });
    store.editItem(1, 'message', 'gift');
    await store.removeItem(1);
    expect(api.setCartItemMessage).toHaveBeenCalledWith(1, 'gift');
    expect([...store.$selection.get()]).toEqual([4]);
    expect($cartCount.get()).toBe(8);
  });

  it('prunes the selection after a sync, and logs a failed sync only', async () => {
    api.getCart.mockResolvedValueOnce({ shops: [{ ...cart.shops[0], cartItems: [item(2)] }], totalQuantity: 1 });
    await store.syncCart();
    expect([...store.$selection.get()]).toEqual([2]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.getCart.mockRejectedValueOnce(new Error('offline'));
    await store.syncCart();
    expect(warn).toHaveBeenCalled();
    expect($cartCount.get()).toBe(1);
  });

  it('is emptied when the shopper is logged out, and sends nothing after it', async () => {
    store.editItem(4, 'quantity', 2);
    $loggedIn.set(false);
    expect(store.$cart.get()).toBeNull();
    expect(store.$selection.get().size).toBe(0);
    await vi.advanceTimersByTimeAsync(400);
    expect(api.setCartItemQuantity).not.toHaveBeenCalled();
  });

  it('quotes the selection for a warehouse, with the key of what it was asked', async () => {
    api.refreshCart.mockResolvedValue({ tenantWarehouseId: 3, lines: [], goodsTotal: 1, domesticShipping: 2, serviceFee: 3, total: 6 });
    store.changeSelection((s) => new Set([...s].filter((id) => id !== 2)));
    const quote = await store.requestQuote(3);
    expect(api.refreshCart).toHaveBeenCalledWith({ cartItemIds: [1, 4], tenantWarehouseId: 3 });
    expect(quote?.key).toBe('3:1x2,4x3');
    expect(await store.requestQuote(null)).toBeNull();
  });
  it('checks out the available selection after the waiting edits went out', async () => {
    api.setCartItemQuantity.mockResolvedValue(item(4, { quantity: 6, unitPrice: 200 }));
    store.editItem(4, 'quantity', 6);
    const href = store.checkoutOfSelection(9);
    await vi.advanceTimersByTimeAsync(0);
    expect(await href).toBe('/checkout?items=1%2C2%2C4&warehouse=9');
    expect(api.setCartItemQuantity).toHaveBeenCalledExactlyOnceWith(4, 6);
    store.changeSelection(() => new Set([3]));
    expect(await store.checkoutOfSelection(null)).toBeNull();
  });
});
