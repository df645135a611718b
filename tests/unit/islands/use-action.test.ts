// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from '../../../src/islands/use-action';
import { renderHook, settle } from './render-hook';

/** An action the test finishes by hand. */
function pending() {
  let finish: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const action = vi.fn(() => new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  }));
  return { action, finish: () => finish(), fail: (error: unknown) => fail(error) };
}

describe('useAction', () => {
  it('runs one action at a time: a second run before the first ended (a double submit) does nothing', async () => {
    const onError = vi.fn();
    const hook = renderHook(() => useAction(onError), null);
    const first = pending();
    const second = pending();
    // Both clicks before React renders the first one's busy state.
    act(() => {
      void hook.current.run(first.action);
      void hook.current.run(second.action);
    });
    expect(first.action).toHaveBeenCalledTimes(1);
    expect(second.action).not.toHaveBeenCalled();
    expect(hook.current.busy).toBe(true);
    act(() => void hook.current.run(second.action));
    expect(second.action).not.toHaveBeenCalled();

    first.finish();
    await settle();
    expect(hook.current.busy).toBe(false);
    act(() => void hook.current.run(second.action));
    expect(second.action).toHaveBeenCalledTimes(1);
    second.finish();
    await settle();
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands what the action throws to onError, and is ready again after', async () => {
    const onError = vi.fn();
    const hook = renderHook(() => useAction(onError), null);
    const failing = pending();
    act(() => void hook.current.run(failing.action));
    const error = new Error('refused');
    failing.fail(error);
    await settle();
    expect(onError).toHaveBeenCalledWith(error);
    expect(hook.current.busy).toBe(false);
  });

  it('says which named action runs', async () => {
    const hook = renderHook(() => useAction<'cart' | 'buy'>(vi.fn()), null);
    const buying = pending();
    act(() => void hook.current.run(buying.action, 'buy'));
    expect(hook.current.running).toBe('buy');
    buying.finish();
    await settle();
    expect(hook.current.running).toBeNull();
  });
});
