import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyedDebounce } from '../../../src/lib/cart/debounce';

describe('keyed debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the last call of a key, once the key is quiet', () => {
    const debounce = keyedDebounce<string>(400);
    const run = vi.fn<(value: unknown) => void>();
    debounce.schedule('1:quantity', () => run(2));
    vi.advanceTimersByTime(300);
    debounce.schedule('1:quantity', () => run(3));
    vi.advanceTimersByTime(399);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('keeps keys apart', () => {
    const debounce = keyedDebounce<string>(400);
    const run = vi.fn<(value: unknown) => void>();
    debounce.schedule('1:quantity', () => run('a'));
    debounce.schedule('2:quantity', () => run('b'));
    vi.advanceTimersByTime(400);
    expect(run.mock.calls).toEqual([['a'], ['b']]);
  });

  it('flushes waiting calls at once, and cancels them', () => {
    const debounce = keyedDebounce<string>(400);
    const run = vi.fn<(value: unknown) => void>();
    debounce.schedule('a', () => run('a'));
    debounce.flush();
    expect(run).toHaveBeenCalledOnce();
    debounce.schedule('b', () => run('b'));
    debounce.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledOnce();
  });
});
